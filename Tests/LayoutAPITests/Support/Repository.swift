import Foundation

/// Files of the repository that tests read (Fuzz/, Examples/, Tests/Fixtures/), found from this source file's
/// place so that a test moved into another folder still finds them.
enum Repository {
    /// The nearest folder above this file that holds `Package.swift`.
    static let root: URL = {
        var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while folder.path != "/",
            !FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path)
        {
            folder.deleteLastPathComponent()
        }
        return folder
    }()

    /// `path` under the root.
    static func url(_ path: String) -> URL { root.appendingPathComponent(path) }
}
