import Foundation
import NotesCore

/// A file-sync engine between store folders, as the real ones behave: whole files, one at a
/// time, in any order; a file changed on two devices since they last agreed is kept as one
/// device's, and the other's is kept beside it as a conflict copy named as Syncthing names them.
final class SyncEngineSimulator {
    /// Each device's folder.
    let folders: [InMemoryFileSystem]
    /// What the engine holds of each file (nil: deleted).
    private var server: [String: Data] = [:]
    /// What each device last agreed with the engine on, per file.
    private var agreed: [[String: Data?]]
    private var conflicts = 0

    init(devices: Int) {
        folders = (0..<devices).map { _ in InMemoryFileSystem() }
        agreed = Array(repeating: [:], count: devices)
    }

    /// The names of the files of the store folder a device holds, but temporary files and locks.
    func localNames(_ device: Int) -> Set<String> {
        let names = (try? folders[device].fileSystem.listDirectory(.storeFixture)) ?? []
        return Set(names.filter { !$0.contains(".tmp-") && !$0.hasSuffix(".lock") && $0 != "photos" })
    }

    private func url(_ name: String) -> URL { URL.storeFixture.appendingPathComponent(name) }

    /// Sends one file of `device` to the engine, if it changed there since they last agreed.
    func upload(_ device: Int, _ name: String) {
        let local = folders[device].contents(of: url(name))
        let base = agreed[device][name] ?? nil
        guard local != base else { return }
        let current = server[name]
        if current == base {
            server[name] = local
            agreed[device][name] = local
            return
        }
        // Both changed: the engine's version stays; the device's goes beside it as a copy.
        conflicts += 1
        if let local {
            let dot = name.lastIndex(of: ".") ?? name.endIndex
            let copy =
                "\(name[..<dot]).sync-conflict-20261128-\(String(format: "%06d", conflicts))-DEVICE\(device)\(name[dot...])"
            server[copy] = local
            folders[device].setContents(local, of: url(copy))
            agreed[device][copy] = local
        }
        folders[device].setContents(current, of: url(name))
        agreed[device][name] = current
    }

    /// Brings one file from the engine to `device`, unless the device changed it since they last
    /// agreed (it is uploaded first).
    func download(_ device: Int, _ name: String) {
        let local = folders[device].contents(of: url(name))
        let base = agreed[device][name] ?? nil
        guard local == base else { return }
        let current = server[name]
        guard current != local else { return }
        folders[device].setContents(current, of: url(name))
        agreed[device][name] = current
    }

    /// One random step: a file of one device up, or one of the engine's down.
    func step(using generator: inout some RandomNumberGenerator) {
        let device = Int.random(in: 0..<folders.count, using: &generator)
        if Bool.random(using: &generator) {
            let names = localNames(device).union(agreed[device].keys).sorted()
            guard let name = names.randomElement(using: &generator) else { return }
            upload(device, name)
        } else {
            let names = Set(server.keys).union(agreed[device].keys).sorted()
            guard let name = names.randomElement(using: &generator) else { return }
            download(device, name)
        }
    }

    /// Syncs every file both ways until nothing changes.
    func settle() {
        for _ in 0..<8 {
            let before = snapshot()
            for device in folders.indices {
                for name in localNames(device).union(agreed[device].keys).sorted() { upload(device, name) }
            }
            for device in folders.indices {
                for name in Set(server.keys).union(agreed[device].keys).sorted() { download(device, name) }
            }
            if snapshot() == before { return }
        }
    }

    private func snapshot() -> [[String: Data]] {
        folders.indices.map { device in
            var files: [String: Data] = [:]
            for name in localNames(device) { files[name] = folders[device].contents(of: url(name)) }
            return files
        }
    }
}
