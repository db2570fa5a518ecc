import Testing
import StrataScene
