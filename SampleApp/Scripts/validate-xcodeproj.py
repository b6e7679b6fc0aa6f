#!/usr/bin/env python3
"""Validates SampleApp/SampleApp.xcodeproj with mod-pbxproj (PyPI: pbxproj), the project-file
parser used by many iOS build tools, so that a project edited by hand on Linux still opens and
builds in Xcode 16:

- the file parses, is in Xcode 16's format (objectVersion 77, folders synchronized with the disk),
  and every object it references exists;
- one iOS application target, SampleApp, whose synchronized folders hold every Swift file under
  SampleApp/ except the UI tests' (so a new file is never left out of the build), with no two
  Swift files of one name;
- one UI test target, SampleAppUITests (XCUITest), that depends on and tests SampleApp, whose
  synchronized folder holds every Swift file under SampleApp/SampleAppUITests/ and nothing the
  app compiles;
- the local package reference points at the repository root, whose Package.swift declares the
  DropDownSheet library, and the target links that product;
- iOS 15.0 deployment, Swift 6, iPhone and iPad, an existing Info.plist that names an existing
  scene delegate class;
- the shared scheme builds and runs the app, and tests it with the UI test target.

Run from anywhere: python3 SampleApp/Scripts/validate-xcodeproj.py. Exit status 0 when valid,
1 with one line per problem otherwise, 2 when mod-pbxproj is not installed.
"""
import os
import plistlib
import re
import sys
import xml.etree.ElementTree as ET

try:
    from pbxproj import XcodeProject
except ImportError:
    print("validate-xcodeproj: mod-pbxproj is not installed: python3 -m pip install pbxproj", file=sys.stderr)
    sys.exit(2)

APP_DIR = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))   # SampleApp/
PROJECT = os.path.join(APP_DIR, "SampleApp.xcodeproj")
TARGET = "SampleApp"
UI_TARGET = "SampleAppUITests"
PRODUCT = "DropDownSheet"
ID = re.compile(r"^[0-9A-F]{24}$")
problems = []


def check(condition, message):
    if not condition and message not in problems:
        problems.append(message)
    return condition


def values(value):
    """Every string inside a value of mod-pbxproj's tree (strings, lists, objects)."""
    if isinstance(value, str):
        yield str(value)
    elif isinstance(value, (list, tuple)):
        for item in value:
            yield from values(item)
    elif hasattr(value, "get_keys"):
        for key in value.get_keys():
            yield from values(value[key])


def all_swift_files():
    """Swift files under SampleApp/ that Xcode would compile: not Package.swift, nothing inside
    the project bundle or a hidden folder."""
    found = []
    for root, dirs, files in os.walk(APP_DIR):
        dirs[:] = [d for d in dirs if not d.endswith(".xcodeproj") and not d.startswith(".")]
        for name in files:
            if name.endswith(".swift") and name != "Package.swift":
                found.append(os.path.relpath(os.path.join(root, name), APP_DIR))
    return sorted(found)


def is_ui_test_file(path):
    return path.startswith(UI_TARGET + os.sep)


def swift_files():
    """The app's Swift files: all of them but the UI tests'."""
    return [f for f in all_swift_files() if not is_ui_test_file(f)]


def ui_test_files():
    return [f for f in all_swift_files() if is_ui_test_file(f)]


def synchronized_folders(target):
    """A target's synchronized folders, each with the files it excludes from that target."""
    folders = []
    for group_id in target.fileSystemSynchronizedGroups or []:
        group = project.objects[group_id]
        check(group.isa == "PBXFileSystemSynchronizedRootGroup", f"{group_id} is not a synchronized folder")
        path = os.path.normpath(os.path.join(APP_DIR, str(group.path)))
        check(os.path.isdir(path), f"synchronized folder {group.path} does not exist")
        excluded = set()
        for exception_id in (group.exceptions or []) if "exceptions" in group.get_keys() else []:
            exception = project.objects[exception_id]
            if str(exception.target) == target.get_id():
                excluded.update(str(name) for name in exception.membershipExceptions or [])
        folders.append((os.path.relpath(path, APP_DIR), excluded))
    return folders


def compiles(folders, file):
    inside = [(folder, excluded) for folder, excluded in folders if file.startswith(folder + os.sep)]
    return any(os.path.relpath(file, folder) not in excluded for folder, excluded in inside)


def objects_of(isa):
    return list(project.objects.get_objects_in_section(isa))


def setting(configuration, key):
    """A build setting of a target configuration, or of the project's configuration of the same
    name when the target does not set it."""
    if key in configuration.buildSettings.get_keys():
        return configuration.buildSettings[key]
    for project_configuration in project.objects.get_project_configurations():
        if project_configuration.name == configuration.name and key in project_configuration.buildSettings.get_keys():
            return project_configuration.buildSettings[key]
    return None


try:
    project = XcodeProject.load(os.path.join(PROJECT, "project.pbxproj"))
except Exception as error:  # the parser raises several kinds for a damaged file
    print(f"validate-xcodeproj: project.pbxproj does not parse: {type(error).__name__}: {error}", file=sys.stderr)
    sys.exit(1)
ids = set(project.objects.get_keys())

# The format, and every reference resolves.
check(str(project["objectVersion"]) == "77",
      f"objectVersion is {project['objectVersion']}; expected 77 (Xcode 16, folders synchronized with the disk)")
check(str(project["rootObject"]) in ids and project.objects[project["rootObject"]].isa == "PBXProject",
      "rootObject is not a PBXProject")
for object_id in sorted(ids):
    obj = project.objects[object_id]
    for key in obj.get_keys():
        for value in values(obj[key]):
            if ID.match(value) and value != object_id:
                check(value in ids, f"{obj.isa} {object_id}: {key} refers to missing object {value}")

# The target.
native = objects_of("PBXNativeTarget")
check(sorted(t.name for t in native) == sorted([TARGET, UI_TARGET]),
      f"expected the native targets {TARGET} and {UI_TARGET}, found {[t.name for t in native]}")
target = project.get_target_by_name(TARGET)
if target is None:
    print("\n".join(problems + [f"no target {TARGET}"]), file=sys.stderr)
    sys.exit(1)
check(target.productType == "com.apple.product-type.application", f"{TARGET} is a {target.productType}, not an app")
product = project.objects[target.productReference] if target.productReference in ids else None
check(product is not None and product.path == f"{TARGET}.app", f"{TARGET}'s product is not {TARGET}.app")

# Every Swift file is in the target, through a synchronized folder.
folders = synchronized_folders(target)
check(folders, f"{TARGET} has no synchronized folder")
files = swift_files()
check(files, "no Swift files under SampleApp/")
for file in files:
    check(compiles(folders, file),
          f"{file} is not compiled by {TARGET}: put it under {', '.join(f for f, _ in folders) or 'a synchronized folder'}")
for file in ui_test_files():
    check(not compiles(folders, file), f"{file} is a UI test, but {TARGET} compiles it")
names = [os.path.basename(f) for f in files]
for name in sorted(set(n for n in names if names.count(n) > 1)):
    problems.append(f"two Swift files are named {name}; Xcode cannot compile both into one module")
phases = [phase for _, phase in project.objects.get_buildphases_on_target(TARGET)]
sources = [phase for phase in phases if phase.isa == "PBXSourcesBuildPhase"]
check(len(sources) == 1 and not sources[0].files,
      "expected one Sources phase listing no files: the sources come from the synchronized folder")

# The UI test target: XCUITest, testing the app, compiling the UI tests' folder only.
ui_target = project.get_target_by_name(UI_TARGET)
if check(ui_target is not None, f"no target {UI_TARGET}"):
    check(ui_target.productType == "com.apple.product-type.bundle.ui-testing",
          f"{UI_TARGET} is a {ui_target.productType}, not a UI test bundle")
    ui_product = project.objects[ui_target.productReference] if ui_target.productReference in ids else None
    check(ui_product is not None and ui_product.path == f"{UI_TARGET}.xctest", f"{UI_TARGET}'s product is not {UI_TARGET}.xctest")
    depends = [project.objects[d] for d in ui_target.dependencies or []]
    check([str(d.target) for d in depends] == [target.get_id()], f"{UI_TARGET} does not depend on {TARGET}")
    for dependency in depends:
        proxy = project.objects[dependency.targetProxy] if "targetProxy" in dependency.get_keys() else None
        check(proxy is not None and str(proxy.remoteGlobalIDString) == target.get_id()
              and str(proxy.containerPortal) == str(project["rootObject"]),
              f"{UI_TARGET}'s dependency does not point at {TARGET} in this project")
    ui_folders = synchronized_folders(ui_target)
    check([f for f, _ in ui_folders] == [UI_TARGET], f"{UI_TARGET} should compile the folder {UI_TARGET}/ only")
    ui_files = ui_test_files()
    check(ui_files, f"no UI tests under SampleApp/{UI_TARGET}/")
    for file in ui_files:
        check(compiles(ui_folders, file), f"{file} is not compiled by {UI_TARGET}")
        check(re.search(r"^import XCTest$", open(os.path.join(APP_DIR, file)).read(), re.M),
              f"{file} does not import XCTest")
    for file in files:
        check(not compiles(ui_folders, file), f"{file} is compiled by {UI_TARGET} as well as by {TARGET}")
    ui_names = [os.path.basename(f) for f in ui_files]
    for name in sorted(set(n for n in ui_names if ui_names.count(n) > 1)):
        problems.append(f"two UI test files are named {name}")
    ui_sources = [phase for _, phase in project.objects.get_buildphases_on_target(UI_TARGET) if phase.isa == "PBXSourcesBuildPhase"]
    check(len(ui_sources) == 1 and not ui_sources[0].files,
          f"{UI_TARGET}: expected one Sources phase listing no files: the sources come from the synchronized folder")
    ui_configurations = list(project.objects.get_configurations_on_targets(UI_TARGET))
    check(sorted(c.name for c in ui_configurations) == ["Debug", "Release"], f"{UI_TARGET}: expected Debug and Release")
    for configuration in ui_configurations:
        where = f"{UI_TARGET} {configuration.name}"
        check(setting(configuration, "TEST_TARGET_NAME") == TARGET, f"{where}: TEST_TARGET_NAME is not {TARGET}")
        check(setting(configuration, "SDKROOT") == "iphoneos", f"{where}: SDKROOT is not iphoneos")
        check(setting(configuration, "IPHONEOS_DEPLOYMENT_TARGET") == "15.0", f"{where}: deployment target is not iOS 15.0")
        check(str(setting(configuration, "SWIFT_VERSION") or "").startswith("6"), f"{where}: SWIFT_VERSION is not 6")
        check(setting(configuration, "TARGETED_DEVICE_FAMILY") == "1,2", f"{where}: not for iPhone and iPad")
        check(bool(setting(configuration, "PRODUCT_BUNDLE_IDENTIFIER")), f"{where}: no bundle identifier")
        check(setting(configuration, "GENERATE_INFOPLIST_FILE") == "YES", f"{where}: no generated Info.plist")

# The package.
references = [r for r in objects_of("XCLocalSwiftPackageReference")
              if r.get_id() in [str(x) for x in project.objects[project["rootObject"]].packageReferences or []]]
check(len(references) == 1, f"expected one local package reference in the project, found {len(references)}")
for reference in references:
    root = os.path.normpath(os.path.join(APP_DIR, str(reference.relativePath)))
    manifest = os.path.join(root, "Package.swift")
    check(root == os.path.dirname(APP_DIR), f"the package reference {reference.relativePath} is not the repository root")
    check(os.path.isfile(manifest) and f'.library(name: "{PRODUCT}"' in open(manifest).read(),
          f"{manifest} does not declare the library {PRODUCT}")
dependencies = [project.objects[d] for d in target.packageProductDependencies or []]
check([d.productName for d in dependencies] == [PRODUCT], f"{TARGET} should depend on {PRODUCT} only")
for dependency in dependencies:
    if "package" in dependency.get_keys():
        check(str(dependency.package) in [r.get_id() for r in references], f"{PRODUCT} comes from another package")
linked = [f for phase in phases if phase.isa == "PBXFrameworksBuildPhase"
          for f in (project.objects[i] for i in phase.files or [])
          if "productRef" in f.get_keys() and str(f.productRef) in [d.get_id() for d in dependencies]]
check(len(linked) == 1, f"{TARGET}'s Frameworks phase does not link {PRODUCT}")

# Build settings.
configurations = list(project.objects.get_configurations_on_targets(TARGET))
check(sorted(c.name for c in configurations) == ["Debug", "Release"], "expected Debug and Release configurations")
for configuration in configurations:
    where = f"{TARGET} {configuration.name}"
    check(setting(configuration, "SDKROOT") == "iphoneos", f"{where}: SDKROOT is not iphoneos")
    check(setting(configuration, "IPHONEOS_DEPLOYMENT_TARGET") == "15.0", f"{where}: deployment target is not iOS 15.0")
    check(str(setting(configuration, "SWIFT_VERSION") or "").startswith("6"), f"{where}: SWIFT_VERSION is not 6")
    check(setting(configuration, "TARGETED_DEVICE_FAMILY") == "1,2", f"{where}: not for iPhone and iPad")
    check(bool(setting(configuration, "PRODUCT_BUNDLE_IDENTIFIER")), f"{where}: no bundle identifier")
    info = setting(configuration, "INFOPLIST_FILE")
    if check(info and os.path.isfile(os.path.join(APP_DIR, str(info))), f"{where}: Info.plist {info} does not exist"):
        with open(os.path.join(APP_DIR, str(info)), "rb") as f:
            plist = plistlib.load(f)
        scenes = plist.get("UIApplicationSceneManifest", {}).get("UISceneConfigurations", {})
        delegates = [c.get("UISceneDelegateClassName", "") for c in scenes.get("UIWindowSceneSessionRoleApplication", [])]
        check(len(delegates) == 1, f"{info}: expected one application scene configuration")
        for delegate in delegates:
            name = delegate.replace("$(PRODUCT_MODULE_NAME).", "")
            declared = any(re.search(rf"\bclass {re.escape(name)}\b[^{{]*UIWindowSceneDelegate",
                                     open(os.path.join(APP_DIR, f)).read()) for f in files)
            check(declared, f"{info}: scene delegate {name} is not a UIWindowSceneDelegate class in the sources")
mains = [f for f in files if re.search(r"^@main\b", open(os.path.join(APP_DIR, f)).read(), re.M)]
check(len(mains) == 1, f"expected exactly one @main, found {mains}")

# The shared scheme.
scheme_path = os.path.join(PROJECT, "xcshareddata", "xcschemes", f"{TARGET}.xcscheme")
if check(os.path.isfile(scheme_path), f"no shared scheme {scheme_path}"):
    scheme = ET.parse(scheme_path).getroot()
    testables = scheme.findall("./TestAction/Testables/TestableReference/BuildableReference")
    check([(t.get("BlueprintIdentifier"), t.get("BuildableName"), t.get("ReferencedContainer")) for t in testables]
          == [(ui_target.get_id() if ui_target else None, f"{UI_TARGET}.xctest", f"container:{TARGET}.xcodeproj")],
          f"the scheme's Test action does not run {UI_TARGET}")
    refs = [r for r in scheme.findall(".//BuildableReference") if r not in testables]
    check(refs, "the scheme references no target")
    for ref in refs:
        check(ref.get("BlueprintIdentifier") == target.get_id() and ref.get("BuildableName") == f"{TARGET}.app"
              and ref.get("ReferencedContainer") == f"container:{TARGET}.xcodeproj",
              f"the scheme refers to {ref.get('BlueprintIdentifier')} {ref.get('BuildableName')}, not {TARGET}")
    check(scheme.find("./LaunchAction/BuildableProductRunnable") is not None, "the scheme does not run the app")
ET.parse(os.path.join(PROJECT, "project.xcworkspace", "contents.xcworkspacedata"))

if problems:
    print("\n".join(f"validate-xcodeproj: {p}" for p in problems), file=sys.stderr)
    sys.exit(1)
print(f"validate-xcodeproj: OK: {TARGET}.xcodeproj parsed by mod-pbxproj; {len(ids)} objects; "
      f"{len(files)} Swift files in {TARGET}, {len(ui_test_files())} in {UI_TARGET}; links {PRODUCT} from the package at ..")
