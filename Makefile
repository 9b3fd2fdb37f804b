# The two commands of the README:  make serve  and  make test.
# Each creates its own virtual environment (.venv) with the project installed.
PYTHON ?= python3
VENV   := .venv
PY     := $(VENV)/bin/python
PORT   ?= 8866

.PHONY: serve test lab venv browser fonts bench classroom notebooks thumbnails docs clean site

$(VENV)/.installed: pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[test]'
	touch $@

venv: $(VENV)/.installed

serve: venv fonts  ## set up and serve the landing page, dashboards and tutorials on 127.0.0.1
	@echo "tricklab is installed in $(VENV): run $(VENV)/bin/tricklab (or: . $(VENV)/bin/activate; tricklab ...)"
	$(VENV)/bin/tricklab serve --port $(PORT)

lab: venv fonts
	$(VENV)/bin/tricklab lab

# The browser tests drive Debian's Chromium; install it when missing and we may (root + apt).
browser:
	@if [ ! -x /usr/bin/chromium ]; then \
	  if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
	    (apt-get update -qq || true) && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null; \
	  else echo "note: /usr/bin/chromium is missing; install Debian's chromium package for the browser tests"; fi; \
	fi

# Japanese text and the element/suit symbols need fonts: Debian's Noto CJK and Noto Color Emoji,
# installed when missing and we may (root + apt); otherwise say what to install.
fonts:
	@if command -v dpkg >/dev/null && ! (dpkg -s fonts-noto-cjk fonts-noto-color-emoji >/dev/null 2>&1); then \
	  if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
	    (apt-get update -qq || true) && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq fonts-noto-cjk fonts-noto-color-emoji >/dev/null; \
	  else echo "note: install fonts-noto-cjk and fonts-noto-color-emoji (or any Japanese and colour emoji fonts) so 日本語 and 🔥💧🌳 are not boxes"; fi; \
	fi

# The conformance suite (every game's seeded random games, 1,000 per game in CI) is pure CPU
# and independent per test: it runs on every core (pytest-xdist), each core taking the next
# test when it is free (worksteal: with the default scheduling one core of two idled for the
# last quarter of an hour, its share done, while the other ran a queue of long chunks). The
# rest runs on every core too, a whole file per worker (a file's browser, server and built
# site are made once per file). Property tests play a sample by default and their full
# 1,000-game runs in CI (CI=true; tests/sample_sizes.py). The slowest tests are listed at the
# end: the whole suite must stay under 20 minutes on 2 cores (18.5 measured: 1 + 17.4; a third
# worker on 2 cores did not help, 18.0 for the rest).
test: venv browser fonts  ## set up and run the whole test suite
	$(PY) -m pytest -q -n auto --dist worksteal tests/conformance
	$(PY) -m pytest -q -n auto --dist loadfile --ignore=tests/conformance --durations=30

# The speed figures; the [bench] extra brings OpenSpiel, whose C++ hearts is the yardstick of
# benchmarks/bench_targets.py (without it that script compares with its naive engine only).
bench: venv  ## playouts/s per game, then the speed targets side by side with OpenSpiel's hearts
	$(PY) -m pip install --quiet -e '.[bench]' || echo "note: open_spiel did not install; bench_targets compares with its naive engine only"
	$(PY) benchmarks/bench_playouts.py
	$(PY) benchmarks/bench_targets.py

classroom: venv browser  ## 30 simulated learners against tricklab serve (about 5 minutes)
	$(PY) benchmarks/classroom.py

notebooks: venv
	$(PY) tools/build_notebooks.py

thumbnails: venv browser fonts  ## the landing page's pictures of each game, from the dashboards as they are
	$(PY) tools/thumbnails.py

docs: venv  ## the API reference from docstrings (pdoc) into docs/api/
	$(PY) -m pdoc --docformat markdown -o docs/api $$($(PY) -c "from tricklab.apidoc import MODULES; print(' '.join(MODULES))")
	@echo "open docs/api/index.html"

# The static classroom site (JupyterLite + voici, Pyodide and every wheel inside): site/
SITE_VENV := .venv-site
$(SITE_VENV)/.installed: tools/site-requirements.txt
	$(PYTHON) -m venv $(SITE_VENV)
	$(SITE_VENV)/bin/python -m pip install --quiet --upgrade pip
	$(SITE_VENV)/bin/python -m pip install --quiet -r tools/site-requirements.txt
	touch $@

site: $(SITE_VENV)/.installed  ## build site/: publish it on any static web server (see README)
	$(SITE_VENV)/bin/python tools/build_site.py

clean:
	rm -rf $(VENV) $(SITE_VENV) .pytest_cache .hypothesis build/site-cache
