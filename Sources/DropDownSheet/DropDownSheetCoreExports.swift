// `import DropDownSheet` gives an app the whole library: the UIKit and SwiftUI shells of this
// module and the platform-free core (engines, layout, springs, the presentation model).
@_exported import DropDownSheetCore
