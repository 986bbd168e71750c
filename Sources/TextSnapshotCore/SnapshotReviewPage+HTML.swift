import Foundation

/// The page's HTML: a header with the counts and the keys, one section per suite, one article per
/// snapshot.
extension SnapshotReviewPage {
    /// The whole page, one self-contained HTML document.
    ///
    /// - Complexity: O(*n*) in the number of cells of every snapshot.
    public var html: String {
        let suites = Dictionary(grouping: entries, by: \.id.suite)
        let pending = pendingCount
        var body = """
            <input type="checkbox" id="show-all" class="toggle" aria-label="Show all snapshots">
            <header>
            <h1>Snapshot review</h1>
            <p class="counts">\(pending) pending of \(count) snapshots in \(suites.count) suites. \
            Accept or reject with the commands under each snapshot, from the package root.</p>
            <p class="controls"><label for="show-all" class="button"><span class="when-changed">Show all \
            snapshots</span><span class="when-all">Show changed only</span></label> \
            <span class="keys"><kbd>j</kbd>/<kbd>k</kbd> next/previous · <kbd>d</kbd> diff · \
            <kbd>c</kbd> copy accept command · <kbd>a</kbd> all/changed</span></p>
            <nav>
            """
        for suite in suites.keys.sorted() {
            let changed = (suites[suite] ?? []).filter { !$0.pendingKinds.isEmpty }.count
            body += "<a href=\"#\(Self.anchor(suite.rawValue))\"\(changed > 0 ? " data-changed" : "")>"
            body +=
                "\(Self.escaped(suite.rawValue)) <small>\(changed > 0 ? "\(changed) changed" : "")</small></a>\n"
        }
        body += "</nav>\n</header>\n<main>\n"
        if pending == 0 {
            body += "<p class=\"none\">No pending snapshots: every test matches its references. "
            body += "<label for=\"show-all\" class=\"button\">Show all snapshots</label></p>\n"
        }
        for suite in suites.keys.sorted() {
            let members = suites[suite] ?? []
            let changed = members.contains { !$0.pendingKinds.isEmpty }
            body +=
                "<section class=\"suite\" id=\"\(Self.anchor(suite.rawValue))\"\(changed ? " data-changed" : "")>\n"
            body += "<h2>\(Self.escaped(suite.rawValue))</h2>\n"
            for entry in members { body += article(entry) }
            body += "</section>\n"
        }
        body += "</main>\n"
        return """
            <!doctype html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>Snapshot review: \(pending) pending</title>
            <style>\(Self.styleSheet)</style>
            </head>
            <body>
            \(body)<script>\(Self.script)</script>
            </body>
            </html>

            """
    }

    /// One snapshot: its name and state, its pictures, its diffs and its commands.
    private func article(_ entry: Entry) -> String {
        let id = entry.id
        let isChanged = !entry.pendingKinds.isEmpty
        var state = ""
        if isChanged {
            state =
                entry.accepted == nil ? "new" : entry.pendingKinds == [.style] ? "colours changed" : "changed"
        }
        var html = "<article class=\"snap\" id=\"\(Self.anchor(id.description))\" tabindex=\"-1\""
        html += isChanged ? " data-changed" : ""
        html += " data-accept=\"\(Self.escaped(Self.command("accept", id)))\">\n"
        html += "<h3><a href=\"#\(Self.anchor(id.description))\">\(Self.escaped(id.name.rawValue))</a>"
        html += state.isEmpty ? "" : " <span class=\"badge\">\(state)</span>"
        html += entry.accepted.map { $0.style.isEmpty ? "" : " <span class=\"tag\">colour</span>" } ?? ""
        html += "</h3>\n<div class=\"pair\">\n"
        if let accepted = entry.accepted {
            html += figure("accepted", caption: isChanged ? "Accepted" : "", accepted.html(marked: []))
        }
        if let pending = entry.pending {
            let marked = entry.accepted.map { pending.changedCells(comparedWith: $0) } ?? []
            let count = marked.count
            let caption =
                entry.accepted == nil
                ? "Pending (new)" : "Pending: \(count) cell\(count == 1 ? "" : "s") changed"
            html += figure("pending", caption: caption, pending.html(marked: marked))
        }
        html += "</div>\n"
        if isChanged {
            for (kind, patch) in entry.patches {
                let title = kind == .text ? "Text diff" : "Style sidecar diff"
                html +=
                    "<details class=\"diff\"><summary>\(title)</summary><pre>\(Self.diffHTML(patch))</pre></details>\n"
            }
            html += "<p class=\"commands\"><code>\(Self.escaped(Self.command("accept", id)))</code> "
            html += "<code>\(Self.escaped(Self.command("reject", id)))</code></p>\n"
        }
        return html + "</article>\n"
    }

    private func figure(_ kind: String, caption: String, _ picture: String) -> String {
        let captionHTML = caption.isEmpty ? "" : "<figcaption>\(Self.escaped(caption))</figcaption>"
        return "<figure class=\"\(kind)\">\(captionHTML)<div class=\"frame\">\(picture)</div></figure>\n"
    }

    /// A patch with its added and removed lines marked.
    private static func diffHTML(_ patch: String) -> String {
        guard !patch.isEmpty else { return "(equal to the reference once canonical)" }
        return patch.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            let escaped = escaped(String(line))
            if line.hasPrefix("+++") || line.hasPrefix("---") { return "<b>\(escaped)</b>" }
            if line.hasPrefix("+") { return "<ins>\(escaped)</ins>" }
            if line.hasPrefix("-") { return "<del>\(escaped)</del>" }
            return escaped
        }.joined(separator: "\n")
    }

    /// Text with `&`, `<`, `>` and quotes escaped for HTML text and attributes.
    static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.append(character)
            }
        }
        return result
    }

    /// An element id for a suite or snapshot: `s-` and the id with everything but letters, digits,
    /// `-` and `_` percent-encoded, so ids are unique and valid.
    static func anchor(_ text: String) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-_")
        return "s-" + (text.addingPercentEncoding(withAllowedCharacters: allowed) ?? text)
    }
}
