# The two commands of the README:  make serve  and  make test.
# Each creates its own virtual environment (.venv) with the project installed.
PYTHON ?= python3
VENV   := .venv
PY     := $(VENV)/bin/python
PORT   ?= 8866

.PHONY: serve test lab venv browser bench notebooks clean

$(VENV)/.installed: pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[test]'
	touch $@

venv: $(VENV)/.installed

serve: venv  ## set up and serve every game's Voila dashboard on 127.0.0.1
	$(PY) -m tricklab serve --port $(PORT)

lab: venv
	$(PY) -m tricklab lab

# The browser tests drive Debian's Chromium; install it when missing and we may (root + apt).
browser:
	@if [ ! -x /usr/bin/chromium ]; then \
	  if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
	    (apt-get update -qq || true) && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null; \
	  else echo "note: /usr/bin/chromium is missing; install Debian's chromium package for the browser tests"; fi; \
	fi

test: venv browser  ## set up and run the whole test suite
	$(PY) -m pytest -q

bench: venv
	$(PY) benchmarks/bench_playouts.py

notebooks: venv
	$(PY) tools/build_notebooks.py

clean:
	rm -rf $(VENV) .pytest_cache .hypothesis
