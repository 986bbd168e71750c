import Foundation

/// A way to put text on the clipboard of the machine the terminal runs on, where the terminal is
/// known to allow it.
public enum TerminalClipboard: Hashable, Sendable {
    /// The OSC 52 sequence (`ESC ] 52 ; c ; base64 BEL`), which also works over SSH.
    case osc52

    /// The clipboard the terminal described by `environment` lets a program set, or `nil`.
    ///
    /// OSC 52 where it is on by default: kitty (`TERM` names it or `KITTY_WINDOW_ID` is set),
    /// iTerm2 and WezTerm (`TERM_PROGRAM`, or `LC_TERMINAL` `iTerm2`), Alacritty, foot, Ghostty and
    /// Windows Terminal (`WT_SESSION`). Never inside tmux or screen, which keep it to themselves by
    /// default, and never elsewhere (xterm, for one, turns it off).
    public init?(environment: [String: String]) {
        let term = environment["TERM"] ?? ""
        if environment["TMUX"] != nil || term.hasPrefix("screen") || term.hasPrefix("tmux") { return nil }
        let program = environment["TERM_PROGRAM"] ?? ""
        let known =
            ["kitty", "alacritty", "foot", "ghostty"].contains { term.contains($0) }
            || ["iTerm.app", "WezTerm", "ghostty"].contains(program)
            || environment["LC_TERMINAL"] == "iTerm2"
            || ["KITTY_WINDOW_ID", "ALACRITTY_WINDOW_ID", "WT_SESSION"].contains { environment[$0] != nil }
        guard known else { return nil }
        self = .osc52
    }

    /// The bytes that put `text` on the clipboard: the text travels base64-encoded, so nothing of it
    /// acts on the terminal.
    ///
    /// - Complexity: O(*n*) in the length of `text`.
    public func sequence(for text: String) -> String {
        "\u{1B}]52;c;" + Data(text.utf8).base64EncodedString() + "\u{7}"
    }
}
