/// Where the host's X clipboard will live: the selections it owns
/// (`CLIPBOARD`, `PRIMARY`), the text it offers, and the conversions it
/// waits for, per ICCCM.
///
/// Empty for now: text entry will add the selection requests and events
/// here, so that the host's other parts (setup, presenting, input, the
/// loop) stay as they are.
struct X11Clipboard {}
