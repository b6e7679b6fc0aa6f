import Foundation
import XCTest

/// SampleApp/SampleApp.xcodeproj is kept by hand on Linux, where Xcode cannot open it. These tests
/// read it with Foundation's property-list parser (project.pbxproj is an OpenStep property list)
/// and check what Xcode 16 needs to open, build and run the app and its UI tests: every object it
/// refers to exists, every Swift file under SampleApp/ is compiled by the app target (the UI tests'
/// by the UI test target, SampleAppUITests), the app links the library from the package at the
/// repository root, and the settings, Info.plist and scheme agree.
/// `scripts/linux-gates.sh` (run by `.ci/run` and the workflow's Linux job) checks the same project again with mod-pbxproj, a parser from PyPI
/// (SampleApp/Scripts/validate-xcodeproj.py). check-ios type-checks the Swift files themselves.
final class SampleAppProjectTests: XCTestCase {
    private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    private var appDirectory: URL { root.appendingPathComponent("SampleApp") }
    private var projectDirectory: URL { appDirectory.appendingPathComponent("SampleApp.xcodeproj") }

    /// The parsed project.pbxproj.
    private struct Project {
        let objectVersion: String
        let rootID: String
        let objects: [String: [String: Any]]

        func object(_ id: String?) -> [String: Any]? {
            id.flatMap { objects[$0] }
        }

        func ids(_ value: Any?) -> [String] {
            value as? [String] ?? []
        }

        func all(isa: String) -> [(id: String, object: [String: Any])] {
            objects.filter { $0.value["isa"] as? String == isa }.map { ($0.key, $0.value) }.sorted { $0.id < $1.id }
        }

        /// The app target.
        func target() throws -> (id: String, object: [String: Any]) {
            try target(named: "SampleApp")
        }

        /// The native target `name`, one of exactly two: the app and its UI tests.
        func target(named name: String) throws -> (id: String, object: [String: Any]) {
            let targets = all(isa: "PBXNativeTarget")
            XCTAssertEqual(Set(targets.compactMap { $0.object["name"] as? String }), ["SampleApp", "SampleAppUITests"],
                           "two native targets: the app and its UI tests")
            return try XCTUnwrap(targets.first { $0.object["name"] as? String == name }, "no target \(name)")
        }

        /// The folders a target compiles (its synchronized folders), each less its exceptions.
        func synchronizedFolders(of target: (id: String, object: [String: Any])) -> [(path: String, excluded: Set<String>)] {
            ids(target.object["fileSystemSynchronizedGroups"]).compactMap { id in
                guard let group = object(id), group["isa"] as? String == "PBXFileSystemSynchronizedRootGroup",
                      let path = group["path"] as? String else { return nil }
                var excluded: Set<String> = []
                for exceptionID in ids(group["exceptions"]) {
                    let exception = object(exceptionID)
                    if exception?["target"] as? String == target.id {
                        excluded.formUnion(ids(exception?["membershipExceptions"]))
                    }
                }
                return (path, excluded)
            }
        }

        /// A target's build configurations by name, each with the project's settings of the same
        /// name underneath its own.
        func settings(of target: [String: Any]) -> [String: [String: Any]] {
            func configurations(_ listID: Any?) -> [String: [String: Any]] {
                var result: [String: [String: Any]] = [:]
                for id in ids(object(listID as? String)?["buildConfigurations"]) {
                    guard let configuration = object(id), let name = configuration["name"] as? String else { continue }
                    result[name] = configuration["buildSettings"] as? [String: Any] ?? [:]
                }
                return result
            }
            let projectLevel = configurations(object(rootID)?["buildConfigurationList"])
            return configurations(target["buildConfigurationList"]).reduce(into: [:]) { result, entry in
                result[entry.key] = (projectLevel[entry.key] ?? [:]).merging(entry.value) { _, own in own }
            }
        }
    }

    private func loadProject(file: StaticString = #filePath, line: UInt = #line) throws -> Project {
        let data = try Data(contentsOf: projectDirectory.appendingPathComponent("project.pbxproj"))
        var format = PropertyListSerialization.PropertyListFormat.xml
        let plist = try PropertyListSerialization.propertyList(from: data, options: [], format: &format)
        XCTAssertEqual(format, .openStep, "project.pbxproj is an OpenStep property list", file: file, line: line)
        let top = try XCTUnwrap(plist as? [String: Any], file: file, line: line)
        let objects = try XCTUnwrap(top["objects"] as? [String: [String: Any]], file: file, line: line)
        return Project(objectVersion: top["objectVersion"] as? String ?? "", rootID: top["rootObject"] as? String ?? "",
                       objects: objects)
    }

    /// The folder of the UI tests, relative to SampleApp/.
    private let uiTestFolder = "SampleAppUITests"

    /// Whether `folders` compile `file` (a path relative to SampleApp/).
    private func compiles(_ folders: [(path: String, excluded: Set<String>)], _ file: String) -> Bool {
        folders.contains { folder in
            file.hasPrefix(folder.path + "/") && !folder.excluded.contains(String(file.dropFirst(folder.path.count + 1)))
        }
    }

    /// The app's Swift files: all of them but the UI tests'.
    private func swiftFiles() throws -> [String] {
        try allSwiftFiles().filter { !$0.hasPrefix(uiTestFolder + "/") }
    }

    /// The UI tests' Swift files.
    private func uiTestFiles() throws -> [String] {
        try allSwiftFiles().filter { $0.hasPrefix(uiTestFolder + "/") }
    }

    /// The Swift files Xcode would compile (and check-ios type-checks): under SampleApp/, except
    /// Package.swift, the project bundle and hidden folders. Paths relative to SampleApp/.
    private func allSwiftFiles() throws -> [String] {
        let base = appDirectory.standardizedFileURL.path + "/"
        let enumerator = try XCTUnwrap(FileManager.default.enumerator(at: appDirectory, includingPropertiesForKeys: nil))
        var files: [String] = []
        for case let url as URL in enumerator {
            let name = url.lastPathComponent
            if name.hasSuffix(".xcodeproj") || name.hasPrefix(".") {
                enumerator.skipDescendants()
            } else if name.hasSuffix(".swift"), name != "Package.swift" {
                files.append(String(url.standardizedFileURL.path.dropFirst(base.count)))
            }
        }
        return files.sorted()
    }

    private func read(_ url: URL) throws -> String {
        try String(contentsOf: url, encoding: .utf8)
    }

    // MARK: - Tests

    func testProjectFileIsXcode16FormatWithAProjectRoot() throws {
        let project = try loadProject()
        XCTAssertEqual(project.objectVersion, "77", "Xcode 16's format, with folders synchronized with the disk")
        XCTAssertEqual(project.object(project.rootID)?["isa"] as? String, "PBXProject")
        XCTAssertNotNil(project.object(project.object(project.rootID)?["mainGroup"] as? String), "main group")
        XCTAssertTrue(FileManager.default.fileExists(
            atPath: projectDirectory.appendingPathComponent("project.xcworkspace/contents.xcworkspacedata").path))
    }

    func testEveryObjectTheProjectRefersToExists() throws {
        let project = try loadProject()
        let identifier = try NSRegularExpression(pattern: "^[0-9A-F]{24}$")
        func strings(_ value: Any) -> [String] {
            switch value {
            case let string as String: return [string]
            case let array as [Any]: return array.flatMap(strings)
            case let dictionary as [String: Any]: return dictionary.keys.map { $0 } + dictionary.values.flatMap(strings)
            default: return []
            }
        }
        for (id, object) in project.objects {
            for value in strings(object) where value != id {
                let range = NSRange(value.startIndex..., in: value)
                if identifier.firstMatch(in: value, range: range) != nil {
                    XCTAssertNotNil(project.objects[value], "\(object["isa"] ?? "?") \(id) refers to missing object \(value)")
                }
            }
        }
    }

    func testEverySwiftFileUnderSampleAppIsCompiledByTheAppTarget() throws {
        let project = try loadProject()
        let target = try project.target()
        XCTAssertEqual(target.object["productType"] as? String, "com.apple.product-type.application")
        XCTAssertEqual(project.object(target.object["productReference"] as? String)?["path"] as? String, "SampleApp.app")

        // The target compiles whatever its synchronized folders hold, less their exceptions.
        var folders: [(path: String, excluded: Set<String>)] = []
        for id in project.ids(target.object["fileSystemSynchronizedGroups"]) {
            let group = try XCTUnwrap(project.object(id))
            XCTAssertEqual(group["isa"] as? String, "PBXFileSystemSynchronizedRootGroup")
            let path = try XCTUnwrap(group["path"] as? String)
            var isDirectory: ObjCBool = false
            XCTAssertTrue(FileManager.default.fileExists(atPath: appDirectory.appendingPathComponent(path).path,
                                                         isDirectory: &isDirectory) && isDirectory.boolValue,
                          "synchronized folder \(path) exists")
            var excluded: Set<String> = []
            for exceptionID in project.ids(group["exceptions"]) {
                let exception = project.object(exceptionID)
                if exception?["target"] as? String == target.id {
                    excluded.formUnion(project.ids(exception?["membershipExceptions"]))
                }
            }
            folders.append((path, excluded))
        }
        XCTAssertFalse(folders.isEmpty, "the app target has a synchronized folder")
        let sources = project.ids(target.object["buildPhases"]).compactMap(project.object)
            .filter { $0["isa"] as? String == "PBXSourcesBuildPhase" }
        XCTAssertEqual(sources.count, 1)
        XCTAssertEqual(project.ids(sources.first?["files"]), [], "sources come from the synchronized folder only")

        let files = try swiftFiles()
        XCTAssertGreaterThan(files.count, 10, "the app's Swift files are found")
        for file in files {
            XCTAssertTrue(compiles(folders, file), "\(file) is not compiled by SampleApp: move it under \(folders.map(\.path))")
        }
        for file in try uiTestFiles() {
            XCTAssertFalse(compiles(folders, file), "\(file) is a UI test, but the app compiles it")
        }
        let names = files.map { ($0 as NSString).lastPathComponent }
        XCTAssertEqual(Set(names).count, names.count, "two Swift files share a name, which one Xcode module cannot hold")
        let mains = try files.filter { try read(appDirectory.appendingPathComponent($0)).contains("\n@main\n") }
        XCTAssertEqual(mains.count, 1, "exactly one @main: \(mains)")
    }

    func testUITestTargetTestsTheAppAndCompilesEveryUITestFile() throws {
        let project = try loadProject()
        let app = try project.target()
        let ui = try project.target(named: "SampleAppUITests")
        XCTAssertEqual(ui.object["productType"] as? String, "com.apple.product-type.bundle.ui-testing")
        XCTAssertEqual(project.object(ui.object["productReference"] as? String)?["path"] as? String, "SampleAppUITests.xctest")
        let dependencies = project.ids(ui.object["dependencies"]).compactMap(project.object)
        XCTAssertEqual(dependencies.map { $0["target"] as? String }, [app.id], "the UI tests depend on the app")
        let proxy = project.object(dependencies.first?["targetProxy"] as? String)
        XCTAssertEqual(proxy?["remoteGlobalIDString"] as? String, app.id)
        XCTAssertEqual(proxy?["containerPortal"] as? String, project.rootID)

        let folders = project.synchronizedFolders(of: ui)
        XCTAssertEqual(folders.map(\.path), [uiTestFolder])
        let files = try uiTestFiles()
        XCTAssertGreaterThanOrEqual(files.count, 2, "the UI tests are found")
        for file in files {
            XCTAssertTrue(compiles(folders, file), "\(file) is not compiled by SampleAppUITests")
            XCTAssertTrue(try read(appDirectory.appendingPathComponent(file)).contains("\nimport XCTest\n")
                            || read(appDirectory.appendingPathComponent(file)).hasPrefix("import XCTest\n"),
                          "\(file) imports XCTest (check-ios type-checks it against its stand-in)")
        }
        for file in try swiftFiles() {
            XCTAssertFalse(compiles(folders, file), "\(file) is compiled by the UI tests as well as by the app")
        }
        let sources = project.ids(ui.object["buildPhases"]).compactMap(project.object)
            .filter { $0["isa"] as? String == "PBXSourcesBuildPhase" }
        XCTAssertEqual(sources.count, 1)
        XCTAssertEqual(project.ids(sources.first?["files"]), [], "sources come from the synchronized folder only")

        let settings = project.settings(of: ui.object)
        XCTAssertEqual(settings.keys.sorted(), ["Debug", "Release"])
        for (name, values) in settings {
            XCTAssertEqual(values["TEST_TARGET_NAME"] as? String, "SampleApp", name)
            XCTAssertEqual(values["IPHONEOS_DEPLOYMENT_TARGET"] as? String, "15.0", name)
            XCTAssertEqual((values["SWIFT_VERSION"] as? String)?.first, "6", name)
            XCTAssertEqual(values["TARGETED_DEVICE_FAMILY"] as? String, "1,2", name)
            XCTAssertEqual(values["GENERATE_INFOPLIST_FILE"] as? String, "YES", name)
            XCTAssertNotNil(values["PRODUCT_BUNDLE_IDENTIFIER"] as? String, name)
        }
    }

    func testAppLinksTheLibraryFromThePackageAtTheRepositoryRoot() throws {
        let project = try loadProject()
        let target = try project.target()
        let references = project.ids(project.object(project.rootID)?["packageReferences"]).compactMap { id in
            project.object(id).map { (id: id, object: $0) }
        }
        XCTAssertEqual(references.map { $0.object["isa"] as? String }, ["XCLocalSwiftPackageReference"])
        let reference = try XCTUnwrap(references.first)
        let relativePath = try XCTUnwrap(reference.object["relativePath"] as? String)
        let packageRoot = appDirectory.appendingPathComponent(relativePath).standardizedFileURL
        XCTAssertEqual(packageRoot.path, root.standardizedFileURL.path, "the package reference is the repository root")
        let manifest = try read(packageRoot.appendingPathComponent("Package.swift"))
        XCTAssertTrue(manifest.contains(#".library(name: "DropDownSheet""#), "the package declares the library")

        let dependencies = project.ids(target.object["packageProductDependencies"]).compactMap { id in
            project.object(id).map { (id: id, object: $0) }
        }
        XCTAssertEqual(dependencies.map { $0.object["productName"] as? String }, ["DropDownSheet"])
        for dependency in dependencies {
            XCTAssertEqual(dependency.object["isa"] as? String, "XCSwiftPackageProductDependency")
            if let package = dependency.object["package"] as? String {
                XCTAssertEqual(package, reference.id, "the product comes from the local package")
            }
        }
        let linked = project.ids(target.object["buildPhases"]).compactMap(project.object)
            .filter { $0["isa"] as? String == "PBXFrameworksBuildPhase" }
            .flatMap { project.ids($0["files"]).compactMap(project.object) }
            .filter { file in dependencies.contains { $0.id == file["productRef"] as? String } }
        XCTAssertEqual(linked.count, 1, "the Frameworks phase links DropDownSheet")
    }

    func testAppTargetsIOS15InSwift6OnIPhoneAndIPad() throws {
        let project = try loadProject()
        let settings = project.settings(of: try project.target().object)
        XCTAssertEqual(settings.keys.sorted(), ["Debug", "Release"])
        for (name, values) in settings {
            XCTAssertEqual(values["SDKROOT"] as? String, "iphoneos", name)
            XCTAssertEqual(values["IPHONEOS_DEPLOYMENT_TARGET"] as? String, "15.0", name)
            XCTAssertEqual((values["SWIFT_VERSION"] as? String)?.first, "6", name)
            XCTAssertEqual(values["TARGETED_DEVICE_FAMILY"] as? String, "1,2", name)
            XCTAssertNotNil(values["PRODUCT_BUNDLE_IDENTIFIER"] as? String, name)
            XCTAssertEqual(values["INFOPLIST_FILE"] as? String, "Info.plist", name)
        }
    }

    func testInfoPlistNamesTheSceneDelegateOfTheSources() throws {
        let data = try Data(contentsOf: appDirectory.appendingPathComponent("Info.plist"))
        let plist = try XCTUnwrap(PropertyListSerialization.propertyList(from: data, options: [], format: nil) as? [String: Any])
        let manifest = try XCTUnwrap(plist["UIApplicationSceneManifest"] as? [String: Any])
        let configurations = try XCTUnwrap(manifest["UISceneConfigurations"] as? [String: Any])
        let application = try XCTUnwrap(configurations["UIWindowSceneSessionRoleApplication"] as? [[String: Any]])
        XCTAssertEqual(application.count, 1)
        let delegate = try XCTUnwrap(application.first?["UISceneDelegateClassName"] as? String)
        XCTAssertTrue(delegate.hasPrefix("$(PRODUCT_MODULE_NAME)."), "module-qualified, as UIKit looks it up")
        let className = delegate.replacingOccurrences(of: "$(PRODUCT_MODULE_NAME).", with: "")
        let declarations = try swiftFiles().filter {
            try read(appDirectory.appendingPathComponent($0)).contains("class \(className): UIResponder, UIWindowSceneDelegate")
        }
        XCTAssertEqual(declarations.count, 1, "\(className) is declared once as a UIWindowSceneDelegate")
        XCTAssertEqual(plist["CADisableMinimumFrameDurationOnPhone"] as? Bool, true, "ProMotion, as the README recommends")
    }

    func testSharedSchemeBuildsAndRunsTheAppTarget() throws {
        let project = try loadProject()
        let target = try project.target()
        let ui = try project.target(named: "SampleAppUITests")
        let scheme = try read(projectDirectory.appendingPathComponent("xcshareddata/xcschemes/SampleApp.xcscheme"))
        let blueprints = try NSRegularExpression(pattern: #"BlueprintIdentifier = "([^"]*)""#)
        let found = blueprints.matches(in: scheme, range: NSRange(scheme.startIndex..., in: scheme)).compactMap {
            Range($0.range(at: 1), in: scheme).map { String(scheme[$0]) }
        }
        XCTAssertEqual(found.filter { $0 == target.id }.count, 3, "the app is built, run and profiled")
        XCTAssertEqual(found.filter { $0 == ui.id }.count, 1, "the UI tests are the Test action's testable")
        XCTAssertEqual(Set(found), [target.id, ui.id])
        let testAction = try XCTUnwrap(scheme.range(of: "<TestAction").flatMap { start in
            scheme.range(of: "</TestAction>").map { String(scheme[start.lowerBound..<$0.upperBound]) }
        })
        XCTAssertTrue(testAction.contains("<TestableReference"), "the Test action runs a testable")
        XCTAssertTrue(testAction.contains(#"BlueprintIdentifier = "\#(ui.id)""#))
        XCTAssertTrue(testAction.contains(#"BuildableName = "SampleAppUITests.xctest""#))
        XCTAssertTrue(scheme.contains(#"BuildableName = "SampleApp.app""#))
        XCTAssertTrue(scheme.contains(#"ReferencedContainer = "container:SampleApp.xcodeproj""#))
        XCTAssertTrue(scheme.contains("<BuildableProductRunnable"), "the Run action launches the app")
    }

    func testCIAlsoValidatesTheProjectWithModPbxproj() throws {
        // The shared gate script (.ci/run and the workflow's Linux job run it) installs and runs it.
        let gates = try read(root.appendingPathComponent("scripts/linux-gates.sh"))
        XCTAssertTrue(gates.contains("python_module pbxproj pbxproj"), "scripts/linux-gates.sh installs mod-pbxproj")
        XCTAssertTrue(gates.contains("python3 SampleApp/Scripts/validate-xcodeproj.py"), "scripts/linux-gates.sh runs the validator")
    }
}
