/// Who reads a rendered screen: the one option that separates a design review's wireframe from
/// what a user sees.
///
/// The same renderer draws both. For ``review`` (the default; the committed snapshots) a screen may
/// annotate the design: a colour square's hex digits, the check mark's contrast (`✓ dark`), the
/// swatch's corner radius, the pager's recycled slot numbers. For ``user`` (a front end's screen)
/// it leaves those words out and keeps the cells they took blank, for the front end to paint: a
/// colour square's middle is empty so that it can be filled with the colour itself.
public enum TextRenderingAudience: Hashable, Sendable {
    /// A reviewer reading a wireframe: design annotations are shown.
    case review
    /// A user of the app: no design words; colours and pictures are the front end's to draw.
    case user
}
