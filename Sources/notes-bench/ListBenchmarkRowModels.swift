import Bindings
import Foundation
import NotesCore
import NotesViewModels

/// A search keystroke at 100,000 notes as a front end of per-row models sees it: the rows in view
/// hold their ``ListNotesRowModel``s (a cell reads its model in its own configuration), and after
/// each keystroke the front end takes the first screenful of ids from the identity list and the
/// models of the rows new to it.
///
/// Measured against the same keystrokes with no models held (the list suite's keystroke line): what
/// keeping the models in step costs, and how many of them each keystroke changed.
enum ListBenchmarkRowModels {
    @MainActor
    static func report(list: ListNotesViewModel, keystrokes: [String], rounds: Int, screenful: Int) {
        let bag = SubscriptionBag()
        var held: [Note.ID: ListNotesRowModel] = [:]
        var notified = 0
        var identities = 0
        list.rowItems.subscribeToChanges { _, _ in identities += 1 }.store(in: bag)
        func showFirstScreenful() {
            let items = list.rowItems.value
            var shown: [Note.ID: ListNotesRowModel] = [:]
            for item in items.prefix(screenful) {
                if let model = held[item.id] {
                    shown[item.id] = model
                    continue
                }
                let model = list.rowModel(for: item.id)
                model.row.subscribeToChanges { _, _ in notified += 1 }.store(in: bag)
                shown[item.id] = model
            }
            held = shown
        }
        let clock = ContinuousClock()
        var plain: [Double] = []
        var withModels: [Double] = []
        list.searchCancelled()
        for text in keystrokes { list.searchTextChanged(text) }
        list.searchCancelled()
        for _ in 0..<rounds {
            for text in keystrokes {
                plain.append(BenchmarkTiming.milliseconds(clock.measure { list.searchTextChanged(text) }))
            }
        }
        list.searchCancelled()
        showFirstScreenful()
        notified = 0
        identities = 0
        for _ in 0..<rounds {
            for text in keystrokes {
                withModels.append(
                    BenchmarkTiming.milliseconds(
                        clock.measure {
                            list.searchTextChanged(text)
                            showFirstScreenful()
                        }))
            }
        }
        let count = Double(rounds * keystrokes.count)
        let ours =
            "keystroke through per-row models: median "
            + BenchmarkTiming.format(BenchmarkTiming.median(withModels), width: 0) + " ms, worst "
            + BenchmarkTiming.format(withModels.max() ?? 0, width: 0) + " ms"
        let without =
            " (without models: median " + BenchmarkTiming.format(BenchmarkTiming.median(plain), width: 0)
            + ", worst " + BenchmarkTiming.format(plain.max() ?? 0, width: 0) + " ms); "
        let changedPerKeystroke = BenchmarkTiming.format(Double(notified) / count, width: 0)
        let identitiesPerKeystroke = BenchmarkTiming.format(Double(identities) / count, width: 0)
        print(
            ours + without + "\(screenful) rows held, \(changedPerKeystroke) row models changed and "
                + "\(identitiesPerKeystroke) identity lists published per keystroke")
        withExtendedLifetime(held) {}
    }
}
