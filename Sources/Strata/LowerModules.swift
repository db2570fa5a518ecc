// The lower layers are modules of their own (Docs/Architecture.md), so the
// compiler keeps them below the views. `import Strata` still sees every
// name they declare, as it did when they were folders of this module.
@_exported import StrataGeometry
@_exported import StrataImages
@_exported import StrataText
