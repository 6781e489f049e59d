#ifndef CSDL2_SHIM_H
#define CSDL2_SHIM_H
/* The gallery owns main(); never let SDL rename it (matters only on Windows/iOS). */
#define SDL_MAIN_HANDLED 1
/* From the default include path (no pkg-config flags): SDL's own headers include each other with quotes, which
   resolve beside them in /usr/include/SDL2. */
#include <SDL2/SDL.h>

/* Function-like and cast macros that Swift does not import (or imports unusably): wrapped. */
static inline int csdl_windowpos_centered(void) { return (int)SDL_WINDOWPOS_CENTERED; }
static inline int csdl_windowpos_undefined(void) { return (int)SDL_WINDOWPOS_UNDEFINED; }
static inline Uint32 csdl_button_mask(int button) { return SDL_BUTTON(button); }
/* `which` of a mouse event that SDL synthesized from a touch. */
static inline Uint32 csdl_touch_mouse_id(void) { return SDL_TOUCH_MOUSEID; }
/* `touchId` of a touch event that SDL synthesized from the mouse. */
static inline Sint64 csdl_mouse_touch_id(void) { return SDL_MOUSE_TOUCHID; }
/* Pixel format of the offscreen surfaces and read-backs. */
static inline Uint32 csdl_pixelformat_argb8888(void) { return SDL_PIXELFORMAT_ARGB8888; }
#endif
