import CSDL2
import Foundation
import Strata

// Strata as a game's UI layer in SDL2: the game owns the frame loop; each
// frame it feeds SDL's events to the window, advances the clock, lays out
// and draws the display list with SDL_Renderer.
//
// Usage: SDLHost [--scale S] [--frames N]   (N: quit after N frames)

@MainActor
func runSDLHost() -> Int32 {
    var scale = 1.0, frameLimit = Int.max
    var arguments = CommandLine.arguments.dropFirst()
    while let a = arguments.popFirst() {
        switch a {
        case "--scale": scale = Double(arguments.popFirst() ?? "") ?? 0
        case "--frames": frameLimit = Int(arguments.popFirst() ?? "") ?? -1
        default: scale = 0
        }
    }
    guard scale > 0, frameLimit >= 0 else {
        FileHandle.standardError.write(Data("usage: SDLHost [--scale S] [--frames N]\n".utf8))
        return 2
    }
    guard SDL_Init(UInt32(SDL_INIT_VIDEO | SDL_INIT_GAMECONTROLLER)) == 0 else {
        FileHandle.standardError.write(Data("SDLHost: SDL_Init failed: \(String(cString: SDL_GetError()))\n".utf8))
        return 1
    }
    defer { SDL_Quit() }

    let status = Label()
    let window = DemoWindow.make(status: status)
    let clock = ManualClock()
    window.timeline = Timeline(clock: clock)
    let width = Int32((window.size.width * scale).rounded(.up)), height = Int32((window.size.height * scale).rounded(.up))
    guard let sdlWindow = SDL_CreateWindow("Strata in SDL2", Int32(SDL_WINDOWPOS_UNDEFINED_MASK),
                                           Int32(SDL_WINDOWPOS_UNDEFINED_MASK), width, height,
                                           SDL_WINDOW_RESIZABLE.rawValue),
          let renderer = SDL_CreateRenderer(sdlWindow, -1, SDL_RENDERER_PRESENTVSYNC.rawValue) else {
        FileHandle.standardError.write(Data("SDLHost: cannot open a window: \(String(cString: SDL_GetError()))\n".utf8))
        return 1
    }
    defer {
        SDL_DestroyRenderer(renderer)
        SDL_DestroyWindow(sdlWindow)
    }
    let drawer = SDLDisplayListRenderer(renderer: renderer, scale: scale)
    defer { drawer.flushTextures() }
    // SDL reports mouse positions in window pixels; Strata wants points.
    var input = SDLInput(window: window, scale: scale)
    // Text arrives as SDL_TEXTINPUT (and SDL_TEXTEDITING while an input method composes).
    SDL_StartTextInput()
    let start = SDL_GetTicks64()
    var list = DisplayList(size: window.size)
    var frame = 0
    var running = true
    while running && frame < frameLimit {
        var event = SDL_Event()
        while SDL_PollEvent(&event) != 0 {
            if SDL_EventType(event.type) == SDL_MOUSEMOTION {
                event.motion.x = Int32(Double(event.motion.x) / scale)
                event.motion.y = Int32(Double(event.motion.y) / scale)
            } else if SDL_EventType(event.type) == SDL_MOUSEBUTTONDOWN || SDL_EventType(event.type) == SDL_MOUSEBUTTONUP {
                event.button.x = Int32(Double(event.button.x) / scale)
                event.button.y = Int32(Double(event.button.y) / scale)
            }
            if !input.handle(&event) { running = false }
        }
        window.layoutIfNeeded()
        clock.advance(to: Double(SDL_GetTicks64() - start) / 1000)
        window.displayList(into: &list)
        SDL_SetRenderDrawColor(renderer, 0, 0, 0, 255)
        SDL_RenderClear(renderer)
        drawer.draw(list)
        SDL_RenderPresent(renderer)
        frame += 1
    }
    print("SDLHost: \(frame) frames")
    return 0
}

exit(MainActor.assumeIsolated { runSDLHost() })
