import Foundation

/// What the `notes` command was asked to do, parsed from its arguments and environment.
public enum NotesCommandLine: Hashable, Sendable {
    /// Open the store in this folder and run full-screen.
    case run(storeDirectory: URL)
    /// Print the usage and exit.
    case help
    /// Print the version and exit.
    case version
    /// The arguments make no sense: print this and a pointer to `--help`, and exit with status 64.
    case invalid(String)

    /// The usage text `--help` prints: no line wider than 80 columns; its keys are the help rows
    /// of every screen's key table, the same tables that dispatch the keys.
    public static let usage = """
        usage: notes [--store DIR]

        A full-screen notes app for the terminal.

        options:
          --store DIR   keep the notes in DIR
                        (default: $XDG_DATA_HOME/notes, or ~/.local/share/notes)
          --help        print this and exit
          --version     print the version and exit

        keys (? or F1 shows every key of the screen, from the same table as here):

        """ + KeyReference.text()
            + """


              letter keys work in a Russian layout too (т is n, в is d)
              search finds the notes holding every word, in any order; "a b" is a phrase
              Enter on a search that finds nothing makes a note titled with it
            """

    /// The version `--version` prints.
    public static let versionText = "notes 0.5.0"

    /// Parses `arguments` (without the program name); `environment` gives the default store folder.
    public init(arguments: [String], environment: [String: String]) {
        var directory: URL?
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--help", "-h":
                self = .help
                return
            case "--version":
                self = .version
                return
            case "--store":
                guard let path = remaining.popFirst(), !path.isEmpty else {
                    self = .invalid("--store needs a folder")
                    return
                }
                directory = URL(fileURLWithPath: path)
            default:
                if argument.hasPrefix("--store=") {
                    directory = URL(fileURLWithPath: String(argument.dropFirst("--store=".count)))
                } else {
                    self = .invalid("unknown argument “\(argument)”")
                    return
                }
            }
        }
        self = .run(storeDirectory: directory ?? Self.defaultStoreDirectory(environment: environment))
    }

    /// Where this device keeps its own state (its device id).
    ///
    /// `$XDG_STATE_HOME/notes` when it is set to an absolute path, else
    /// `$HOME/.local/state/notes`. Never inside the notes folder,
    /// which may be synced to other devices.
    static func deviceFolder(_ environment: [String: String]) -> URL {
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            return URL(fileURLWithPath: state).appendingPathComponent("notes")
        }
        let home = environment["HOME"] ?? NSHomeDirectory()
        return URL(fileURLWithPath: home).appendingPathComponent(".local/state/notes")
    }

    /// `$XDG_DATA_HOME/notes` when it is set to an absolute path, else `$HOME/.local/share/notes`.
    public static func defaultStoreDirectory(environment: [String: String]) -> URL {
        if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") {
            return URL(fileURLWithPath: data).appendingPathComponent("notes")
        }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        return URL(fileURLWithPath: home).appendingPathComponent(".local/share/notes")
    }
}
