import Testing
import StrataRaster
