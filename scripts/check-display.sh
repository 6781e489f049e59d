#!/usr/bin/env bash
# Before `make gallery` builds anything: a window needs a display. Says how to run without one and exits 1 when
# neither DISPLAY nor WAYLAND_DISPLAY is set, unless the options ask for no window (--headless, --help).
# Usage: check-display.sh "ARGS"
set -euo pipefail
args=${1:-}
case " $args " in *" --headless "* | *" --help "* | *" -h "*) exit 0 ;; esac
if [ -n "${DISPLAY:-}" ] || [ -n "${WAYLAND_DISPLAY:-}" ]; then exit 0; fi
cat >&2 <<'MSG'
make gallery: no display (DISPLAY and WAYLAND_DISPLAY are unset), so the window cannot open. Nothing was built.
  On a virtual X display:  xvfb-run -a -s "-screen 0 1280x1024x24" make gallery
                           (apt-get install xvfb; if SDL picks another video driver, add SDL_VIDEODRIVER=x11)
  Without a window:        make gallery ARGS="--headless --scene trips --screenshot trips.png"
                           make gallery ARGS="--headless --scene onboarding --replay script.txt --state"
  Every option:            make gallery ARGS=--help
MSG
exit 1
