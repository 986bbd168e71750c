import NotesCore
import Testing

@Suite struct ModelAngleTests {
    @Test(arguments: [
        (0.0, 0.0), (90, Double.pi / 2), (180, .pi), (360, 2 * .pi), (-45, -Double.pi / 4),
    ])
    func degreesConvertToRadians(degrees: Double, radians: Double) {
        #expect(abs(HueAngle(degrees: degrees).radians - radians) < 1e-12)
        #expect(abs(HueAngle.radians(fromDegrees: degrees) - radians) < 1e-12)
        #expect(abs(HueAngle(radians: radians).degrees - degrees) < 1e-12)
        #expect(abs(HueAngle.degrees(fromRadians: radians) - degrees) < 1e-12)
    }

    @Test func turnsAreFractionsOfAFullCircle() {
        #expect(HueAngle(turns: 0.25).degrees == 90)
        #expect(HueAngle(degrees: 540).turns == 1.5)
    }

    @Test func settingDegreesUpdatesRadians() {
        var angle = HueAngle(radians: 0)
        angle.degrees = 180
        #expect(angle.radians == .pi)
        #expect(HueAngle(degrees: 10) < HueAngle(degrees: 20))
    }
}
