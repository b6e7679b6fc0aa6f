// swift-tools-version:6.1
// Benchmarks for DropDownSheet, in a package of their own so that the library's users pull no
// dependency. Run from the repository's root:
//   swift package --package-path Benchmarks benchmark            (time and mallocs per operation)
//   swift run -c release --package-path Benchmarks spring-accuracy
// See Benchmarks/README.md.
import PackageDescription

/// The library's package identity, which SwiftPM takes from the name of its folder (this folder's
/// parent): it differs between clones ("main", "DropDownSheet", ...), so it is read, not written.
let library = Context.packageDirectory.split(separator: "/").dropLast().last.map(String.init) ?? "DropDownSheet"

let package = Package(
    name: "DropDownSheetBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        // Discovered and run by `swift package benchmark` (its sources must be under Benchmarks/).
        .executableTarget(
            name: "EngineBenchmarks",
            dependencies: [
                .product(name: "DropDownSheetCore", package: library),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/EngineBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // The closed-form spring against frame-by-frame integration: a plain report.
        .executableTarget(
            name: "spring-accuracy",
            dependencies: [.product(name: "DropDownSheetCore", package: library)],
            path: "Sources/spring-accuracy"
        ),
    ],
    swiftLanguageModes: [.v6]
)
