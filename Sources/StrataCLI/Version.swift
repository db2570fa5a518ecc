/// The version `strata --version` prints.
let strataVersion = "0.1.0-dev"
