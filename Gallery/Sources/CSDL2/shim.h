#ifndef CSDL2_SHIM_H
#define CSDL2_SHIM_H
/* The gallery owns main(); never let SDL rename it (matters only on Windows/iOS). */
#define SDL_MAIN_HANDLED 1
/* From the default include path (no pkg-config flags): SDL's own headers include each other with quotes, which
   resolve beside them in /usr/include/SDL2. */
#include <SDL2/SDL.h>
/* SDL_SYSWMEVENT's X event (X11/Xlib.h comes with it when SDL was built for X11, as on Debian and Ubuntu). */
#include <SDL2/SDL_syswm.h>

/* Function-like and cast macros that Swift does not import (or imports unusably): wrapped. */
static inline int csdl_windowpos_centered(void) { return (int)SDL_WINDOWPOS_CENTERED; }
static inline int csdl_windowpos_undefined(void) { return (int)SDL_WINDOWPOS_UNDEFINED; }
static inline Uint32 csdl_button_mask(int button) { return SDL_BUTTON(button); }
/* `which` of a mouse event that SDL synthesized from a touch. */
static inline Uint32 csdl_touch_mouse_id(void) { return SDL_TOUCH_MOUSEID; }
/* `touchId` of a touch event that SDL synthesized from the mouse. */
static inline Sint64 csdl_mouse_touch_id(void) { return SDL_MOUSE_TOUCHID; }
/* The X server's timestamp (milliseconds, wrapping at 2^32) of the X input event behind an SDL_SYSWMEVENT, written to
   `time`; returns 0 and writes nothing for any other event (another X event, another video driver). SDL stamps its
   own events when the app reads them; the server stamps them when they happen. */
static inline int csdl_x11_input_time(const SDL_Event *event, Uint32 *time) {
#if defined(SDL_VIDEO_DRIVER_X11)
    if (event->type != SDL_SYSWMEVENT || event->syswm.msg == NULL || event->syswm.msg->subsystem != SDL_SYSWM_X11)
        return 0;
    const XEvent *x = &event->syswm.msg->msg.x11.event;
    switch (x->type) {
    case KeyPress: case KeyRelease: *time = (Uint32)x->xkey.time; return 1;
    case ButtonPress: case ButtonRelease: *time = (Uint32)x->xbutton.time; return 1;
    case MotionNotify: *time = (Uint32)x->xmotion.time; return 1;
    case EnterNotify: case LeaveNotify: *time = (Uint32)x->xcrossing.time; return 1;
    default: return 0;
    }
#else
    (void)event;
    (void)time;
    return 0;
#endif
}
/* Pixel format of the offscreen surfaces and read-backs. */
static inline Uint32 csdl_pixelformat_argb8888(void) { return SDL_PIXELFORMAT_ARGB8888; }
#endif
