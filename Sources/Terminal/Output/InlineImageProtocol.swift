/// A way to draw a picture inside the terminal's text grid, where the terminal has one.
public enum InlineImageProtocol: Hashable, Sendable {
    /// iTerm2's inline images (`OSC 1337 ; File=…`), also understood by WezTerm; PNG and JPEG
    /// files.
    case iTerm2
    /// kitty's graphics protocol (`APC G …`); PNG files and raw RGB pixels, not JPEG.
    case kitty

    /// The protocol the terminal described by `environment` understands, or `nil` when none is
    /// known to work.
    ///
    /// kitty when `TERM` names it or `KITTY_WINDOW_ID` is set; iTerm2's when `TERM_PROGRAM` is
    /// `iTerm.app` or `WezTerm`, or `LC_TERMINAL` is `iTerm2`. Never inside tmux or screen, which
    /// pass neither through unless configured to.
    public init?(environment: [String: String]) {
        let term = environment["TERM"] ?? ""
        if environment["TMUX"] != nil || term.hasPrefix("screen") || term.hasPrefix("tmux") { return nil }
        if term.contains("kitty") || environment["KITTY_WINDOW_ID"] != nil {
            self = .kitty
        } else if ["iTerm.app", "WezTerm"].contains(environment["TERM_PROGRAM"] ?? "")
            || environment["LC_TERMINAL"] == "iTerm2"
        {
            self = .iTerm2
        } else {
            return nil
        }
    }

    /// Whether this protocol draws images of `format`: iTerm2's PNG and JPEG, kitty's PNG and
    /// ``TerminalImage/Format/rgb(width:height:)`` pixels.
    public func draws(_ format: TerminalImage.Format) -> Bool {
        switch (self, format) {
        case (.iTerm2, .png), (.iTerm2, .jpeg), (.kitty, .png), (.kitty, .rgb): true
        case (.iTerm2, .rgb), (.kitty, .jpeg): false
        }
    }
}
