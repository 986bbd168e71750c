import NotesCore
import Testing

@Suite struct ModelAngleTests {
    @Test(arguments: [
        (0.0, 0.0), (90, Double.pi / 2), (180, .pi), (360, 2 * .pi), (-45, -Double.pi / 4),
    ])
    func degreesConvertToRadians(degrees: Double, radians: Double) {
        #expect(abs(Angle(degrees: degrees).radians - radians) < 1e-12)
        #expect(abs(Angle.radians(fromDegrees: degrees) - radians) < 1e-12)
        #expect(abs(Angle(radians: radians).degrees - degrees) < 1e-12)
        #expect(abs(Angle.degrees(fromRadians: radians) - degrees) < 1e-12)
    }

    @Test func turnsAreFractionsOfAFullCircle() {
        #expect(Angle(turns: 0.25).degrees == 90)
        #expect(Angle(degrees: 540).turns == 1.5)
    }

    @Test func settingDegreesUpdatesRadians() {
        var angle = Angle(radians: 0)
        angle.degrees = 180
        #expect(angle.radians == .pi)
        #expect(Angle(degrees: 10) < Angle(degrees: 20))
    }
}
