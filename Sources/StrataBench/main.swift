import Strata
print("strata-bench: not built yet")
