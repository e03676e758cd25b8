# Makefile of tabletop: Quixo and Thaayam for the terminal (GNU make, hand-written).
#
#   make            build the program and the libraries
#   make play       build and start the program
#   make pictures   draw the pictures of docs/pictures/ again
#   make check      build and run every test (SANITIZE=1: under ASan + UBSan)
#   make bench      build and run the benchmarks
#   make fuzz       build the libFuzzer targets (clang)
#   make tools      build the programs for developers in tools/ (not run)
#   make format     apply .clang-format to every C file
#   make pot        regenerate po/tabletop.pot (docs/translating.md)
#   make install / uninstall   (PREFIX, DESTDIR, GAMESDIR; docs/admin.md)
#   make deb        build the Debian package into build-deb/ (docs/admin.md)
#
# Missing Debian build dependencies are installed with apt-get (NO_AUTO_DEPS=1
# turns that off); see mk/deps.sh.

VERSION   := 0.1.0
PREFIX    ?= /usr/local
BINDIR    ?= $(PREFIX)/bin
# The program and its links (the Debian package: /usr/games).
GAMESDIR  ?= $(BINDIR)
MANDIR    ?= $(PREFIX)/share/man
LOCALEDIR ?= $(PREFIX)/share/locale
BASHCOMPDIR ?= $(PREFIX)/share/bash-completion/completions
ZSHCOMPDIR  ?= $(PREFIX)/share/zsh/site-functions

PKG_CONFIG ?= pkg-config

ifeq ($(SANITIZE),1)
BUILD     ?= build-san
SANFLAGS  := -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=all
OPTFLAGS  ?= -O1 -g
else
BUILD     ?= build
SANFLAGS  :=
OPTFLAGS  ?= -O2 -g
endif

WARNFLAGS := -Wall -Wextra -Werror -Wshadow -Wstrict-prototypes -Wmissing-prototypes
# CPPFLAGS, CFLAGS and LDFLAGS given in the environment or on the command
# line (dpkg-buildflags: hardening) come after ours, so that they win (-O0).
override CPPFLAGS := -Iinclude -Isrc -I$(BUILD)/gen -D_POSIX_C_SOURCE=200809L -D_DEFAULT_SOURCE \
             -DTABLETOP_VERSION='"$(VERSION)"' -DTABLETOP_LOCALEDIR='"$(LOCALEDIR)"' \
             $(CPPFLAGS)
override CFLAGS   := -std=c11 $(WARNFLAGS) $(OPTFLAGS) $(SANFLAGS) -MMD -MP $(CFLAGS)
override LDFLAGS  := $(SANFLAGS) $(LDFLAGS)

# Evaluated when a recipe runs, that is after the dependency check.
CURSES_CFLAGS = $(shell $(PKG_CONFIG) --cflags ncursesw 2>/dev/null)
CURSES_LIBS   = $(shell $(PKG_CONFIG) --libs ncursesw 2>/dev/null)
CMOCKA_CFLAGS = $(shell $(PKG_CONFIG) --cflags cmocka 2>/dev/null)
CMOCKA_LIBS   = $(shell $(PKG_CONFIG) --libs cmocka 2>/dev/null)

# Sources are found in src/MODULE/ and one folder deeper (src/tui/quixo/).
# The rules library: pure C, no I/O (checked by tests/check-purity.sh).
# The games: each has its rules in src/GAME/, its computer player in
# src/GAME_ai/ and a link GAME to the program (the one list of them here;
# tests/check-purity.sh reads it too).
GAMES      := quixo thaayam
RULES_DIRS := src/common $(addprefix src/,$(GAMES))
RULES_SRC  := $(foreach d,$(RULES_DIRS),$(wildcard $(d)/*.c $(d)/*/*.c))
# The entry point: argv[0] dispatch and the command lines.
MAIN_SRC   := $(wildcard src/main/*.c src/main/*/*.c)
# Everything else: session, records, engine, AI, UI.
CORE_SRC   := $(filter-out $(RULES_SRC) $(MAIN_SRC),$(wildcard src/*/*.c src/*/*/*.c))
UNIT_SRC   := $(wildcard tests/unit/test_*.c)
# Programs the terminal tests run besides tabletop (the tests' third game).
TPROG_SRC  := $(wildcard tests/programs/*.c)
BENCH_SRC  := $(wildcard tests/bench/bench_*.c)
FUZZ_SRC   := $(wildcard tests/fuzz/fuzz_*.c)
# Programs for developers (built by make check, never run by it).
TOOL_SRC   := $(wildcard tools/*.c)

obj = $(patsubst %.c,$(BUILD)/obj/%.o,$(1))

RULES_LIB  := $(BUILD)/librules.a
CORE_LIB   := $(BUILD)/libtabletop.a
PROGRAM    := $(BUILD)/tabletop
LINKS      := $(addprefix $(BUILD)/,$(GAMES))
UNIT_BINS  := $(patsubst tests/unit/%.c,$(BUILD)/tests/%,$(UNIT_SRC))
TPROG_BINS := $(patsubst tests/programs/%.c,$(BUILD)/tests/programs/%,$(TPROG_SRC))
BENCH_BINS := $(patsubst tests/bench/%.c,$(BUILD)/bench/%,$(BENCH_SRC))
TOOL_BINS  := $(patsubst tools/%.c,$(BUILD)/tools/%,$(TOOL_SRC))
MANPAGES   := $(wildcard docs/*.6)

# Translations (docs/translating.md): po/LINGUAS names the languages; a
# language whose po/LL.po is missing is left out of the build. The program
# run from the build tree finds $(BUILD)/locale next to itself.
DOMAIN     := tabletop
LINGUAS    := $(shell sed -e 's/\#.*//' po/LINGUAS 2>/dev/null)
PO_FILES   := $(wildcard $(patsubst %,po/%.po,$(LINGUAS)))
MO_FILES   := $(patsubst po/%.po,$(BUILD)/locale/%/LC_MESSAGES/$(DOMAIN).mo,$(PO_FILES))
POT_SRC    := $(shell find src -name '*.c' 2>/dev/null | LC_ALL=C sort)
# The strings for people: _ N_ ngettext in the front end; the rules
# libraries' reasons (include/tt_text.h: tt_reason, tt_reason_n,
# tt_reason_copy, TT_N_) and the helpers of theirs that take a reason text
# (REASON_HELPERS: function:argument, c-format when it is a format).
REASON_HELPERS := refuse:2:c refuse_in_twin:2:c syntax:2 illegal:2 read_word:6 \
  read_flag:4 bad:3 bad_cell:4:c bad_row:4:c qx_say_square:4:c tt_refuse:3 \
  tt_option_word:5
XGETTEXT_FLAGS := --language=C --from-code=UTF-8 --add-comments=TRANSLATORS: \
  --keyword=_ --keyword=N_ --keyword=ngettext:1,2 \
  --keyword=tt_reason:3 --flag=tt_reason:3:c-format \
  --keyword=tt_reason_n:4,5 --flag=tt_reason_n:4:c-format --flag=tt_reason_n:5:c-format \
  --keyword=tt_reason_copy:3 --keyword=TT_N_ \
  $(foreach h,$(REASON_HELPERS),--keyword=$(word 1,$(subst :, ,$(h))):$(word 2,$(subst :, ,$(h))) \
    $(if $(word 3,$(subst :, ,$(h))),--flag=$(word 1,$(subst :, ,$(h))):$(word 2,$(subst :, ,$(h))):c-format)) \
  --package-name=$(DOMAIN) --package-version=$(VERSION) \
  --msgid-bugs-address='see docs/translating.md' --copyright-holder='the tabletop authors'
C_FILES    := $(shell find src include tests tools -name '*.[ch]' 2>/dev/null | sort)

.PHONY: all play pictures check bench tools fuzz format format-check install uninstall clean deps-build deps-check pot deb FORCE
.DEFAULT_GOAL := all
.SECONDARY:

all: $(PROGRAM) $(LINKS) $(MO_FILES)

deps-build:
	@sh mk/deps.sh build
deps-check:
	@sh mk/deps.sh check

# The one list of games as C: $(BUILD)/gen/tt_games.h defines
# TT_GAMES(X) as X(quixo) X(thaayam), from which every layer's table of
# games is made (docs/architecture.md, "Adding a game"); rewritten only when
# GAMES changes.
GAMES_H := $(BUILD)/gen/tt_games.h
$(GAMES_H): FORCE
	@mkdir -p $(@D)
	@printf '%s\n' '/* tt_games.h: made by the Makefile from its GAMES list; do not edit. */' \
	  '#define TT_GAMES(X) $(foreach g,$(GAMES),X($(g)))' | cmp -s - $@ || \
	  printf '%s\n' '/* tt_games.h: made by the Makefile from its GAMES list; do not edit. */' \
	  '#define TT_GAMES(X) $(foreach g,$(GAMES),X($(g)))' >$@

$(BUILD)/obj/%.o: %.c | deps-build $(GAMES_H)
	@mkdir -p $(@D)
	$(CC) $(CPPFLAGS) $(CFLAGS) $(if $(filter src/tui/% src/main/% tests/%,$<),$(CURSES_CFLAGS)) -c -o $@ $<

# The list of a library's sources, rewritten only when it changes, so that
# a library is rebuilt when a file is moved or removed, not only changed.
define source_list
	@mkdir -p $(@D)
	@printf '%s\n' $(1) | cmp -s - $@ || printf '%s\n' $(1) >$@
endef
$(BUILD)/rules.list: FORCE
	$(call source_list,$(RULES_SRC))
$(BUILD)/core.list: FORCE
	$(call source_list,$(CORE_SRC))
# The catalogues' folder is compiled in: a new LOCALEDIR (or PREFIX) rebuilds
# the file that uses it.
$(BUILD)/localedir.list: FORCE
	$(call source_list,$(LOCALEDIR))
$(BUILD)/obj/src/i18n/i18n.o: $(BUILD)/localedir.list

$(RULES_LIB): $(call obj,$(RULES_SRC)) $(BUILD)/rules.list
	@mkdir -p $(@D)
	rm -f $@ && $(AR) rcs $@ $(filter %.o,$^)

$(CORE_LIB): $(call obj,$(CORE_SRC)) $(BUILD)/core.list
	@mkdir -p $(@D)
	rm -f $@ && $(AR) rcs $@ $(filter %.o,$^)

$(PROGRAM): $(call obj,$(MAIN_SRC)) $(CORE_LIB) $(RULES_LIB)
	$(CC) $(LDFLAGS) -o $@ $(call obj,$(MAIN_SRC)) $(CORE_LIB) $(RULES_LIB) $(CURSES_LIBS) -lm

$(LINKS): $(PROGRAM)
	ln -sf tabletop $@

$(BUILD)/tests/%: $(BUILD)/obj/tests/unit/%.o $(CORE_LIB) $(RULES_LIB) | deps-check
	@mkdir -p $(@D)
	$(CC) $(LDFLAGS) -o $@ $< $(CORE_LIB) $(RULES_LIB) $(CMOCKA_LIBS) $(CURSES_LIBS) -lm

$(BUILD)/tests/programs/%: $(BUILD)/obj/tests/programs/%.o $(CORE_LIB) $(RULES_LIB)
	@mkdir -p $(@D)
	$(CC) $(LDFLAGS) -o $@ $< $(CORE_LIB) $(RULES_LIB) $(CURSES_LIBS) -lm

$(BUILD)/bench/%: $(BUILD)/obj/tests/bench/%.o $(CORE_LIB) $(RULES_LIB)
	@mkdir -p $(@D)
	$(CC) $(LDFLAGS) -o $@ $< $(CORE_LIB) $(RULES_LIB) $(CURSES_LIBS) -lm

$(BUILD)/tools/%: $(BUILD)/obj/tools/%.o $(CORE_LIB) $(RULES_LIB)
	@mkdir -p $(@D)
	$(CC) $(LDFLAGS) -o $@ $< $(CORE_LIB) $(RULES_LIB) -lm

tools: $(TOOL_BINS)

play: all
	./$(PROGRAM)

# The pictures of docs/pictures/ (the README shows them), made by the
# program from the records there; tests/tui/test_picture_docs.sh checks
# that they are up to date.
PICTURE_CMD := LC_ALL=C ./$(PROGRAM) picture
pictures: all
	$(PICTURE_CMD) docs/pictures/quixo-example.ttrec -o docs/pictures/quixo-example.svg
	$(PICTURE_CMD) docs/pictures/thaayam-example.ttrec --ply 194 \
	  -o docs/pictures/thaayam-example.svg

# The build before the tests uses every core (CHECK_JOBS) when make was not
# given -j (CI calls plain `make check`); with -j, make's own jobs.
CHECK_JOBS ?= $(shell nproc 2>/dev/null || echo 2)
check: deps-check
	@$(MAKE) --no-print-directory $(if $(findstring jobserver,$(MAKEFLAGS)),,-j$(CHECK_JOBS)) \
	  all $(UNIT_BINS) $(TPROG_BINS) \
	  $(TOOL_BINS) $(BUILD)/po/$(DOMAIN).pot
	@BUILD=$(BUILD) SANITIZE=$(SANITIZE) LINGUAS="$(LINGUAS)" bash tests/run-checks.sh $(UNIT_BINS)

$(BUILD)/locale/%/LC_MESSAGES/$(DOMAIN).mo: po/%.po | deps-build
	@mkdir -p $(@D)
	msgfmt --check -o $@ $<

# po/tabletop.pot from the sources (commit it: translators merge from it).
pot: deps-build
	xgettext $(XGETTEXT_FLAGS) -o po/$(DOMAIN).pot $(POT_SRC)

# The template as the sources give it now, for the staleness check.
$(BUILD)/po/$(DOMAIN).pot: $(POT_SRC) FORCE | deps-build
	@mkdir -p $(@D)
	@xgettext $(XGETTEXT_FLAGS) -o $@ $(POT_SRC)

bench: all $(BENCH_BINS)
	@for b in $(BENCH_BINS); do echo "== $$b"; $$b || exit 1; done; \
	 [ -n "$(BENCH_BINS)" ] || echo "no benchmarks yet"

# libFuzzer targets: clang only, always with ASan + UBSan; no terminal code
# (src/tui and every folder below it).
FUZZ_BUILD := build-fuzz
comma      := ,
FUZZ_FLAGS := -g -O1 -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=all
FUZZ_BINS  := $(patsubst tests/fuzz/%.c,$(FUZZ_BUILD)/%,$(FUZZ_SRC))
# The library is compiled once for every target (instrumented, without
# libFuzzer's main), each target links it.
FUZZ_OBJS  := $(patsubst %.c,$(FUZZ_BUILD)/obj/%.o,$(filter-out src/tui/%,$(RULES_SRC) $(CORE_SRC)))
fuzz: $(FUZZ_BINS)
$(FUZZ_BUILD)/obj/%.o: %.c | deps-build $(GAMES_H)
	@mkdir -p $(@D)
	clang -std=c11 $(WARNFLAGS) $(CPPFLAGS) \
	  $(subst -fsanitize=fuzzer$(comma),-fsanitize=fuzzer-no-link$(comma),$(FUZZ_FLAGS)) \
	  -MMD -MP -c -o $@ $<
$(FUZZ_BUILD)/%: tests/fuzz/%.c $(FUZZ_OBJS) | deps-build $(GAMES_H)
	@mkdir -p $(@D)
	clang -std=c11 $(WARNFLAGS) $(CPPFLAGS) $(FUZZ_FLAGS) -o $@ $< $(FUZZ_OBJS) -lm

format:
	clang-format -i $(C_FILES)
format-check:
	@bash tests/check-format.sh $(C_FILES)

install: all
	install -d $(DESTDIR)$(GAMESDIR) $(DESTDIR)$(MANDIR)/man6 $(DESTDIR)$(BASHCOMPDIR) \
	  $(DESTDIR)$(ZSHCOMPDIR)
	install -m 755 $(PROGRAM) $(DESTDIR)$(GAMESDIR)/tabletop
	for g in $(GAMES); do ln -sf tabletop $(DESTDIR)$(GAMESDIR)/$$g; done
	install -m 644 $(MANPAGES) $(DESTDIR)$(MANDIR)/man6/
	install -m 644 completion/tabletop.bash $(DESTDIR)$(BASHCOMPDIR)/tabletop
	for g in $(GAMES); do ln -sf tabletop $(DESTDIR)$(BASHCOMPDIR)/$$g; done
	install -m 644 completion/_tabletop $(DESTDIR)$(ZSHCOMPDIR)/_tabletop
	for mo in $(MO_FILES); do \
	  l=$${mo#$(BUILD)/locale/}; l=$${l%%/*}; \
	  install -d $(DESTDIR)$(LOCALEDIR)/$$l/LC_MESSAGES && \
	  install -m 644 $$mo $(DESTDIR)$(LOCALEDIR)/$$l/LC_MESSAGES/$(DOMAIN).mo || exit 1; \
	done

uninstall:
	rm -f $(addprefix $(DESTDIR)$(GAMESDIR)/,tabletop $(GAMES))
	rm -f $(addprefix $(DESTDIR)$(MANDIR)/man6/,$(notdir $(MANPAGES)))
	rm -f $(addprefix $(DESTDIR)$(BASHCOMPDIR)/,tabletop $(GAMES))
	rm -f $(DESTDIR)$(ZSHCOMPDIR)/_tabletop
	rm -f $(foreach l,$(LINGUAS),$(DESTDIR)$(LOCALEDIR)/$(l)/LC_MESSAGES/$(DOMAIN).mo)

# The Debian package (debian/, docs/admin.md), built by dpkg-buildpackage in
# a copy of the tree in $(DEB_BUILD)/, where the .deb ends up; lintian looks
# at it when it is installed. DEB_BUILD_OPTIONS=nocheck skips make check.
DEB_BUILD := build-deb
DEB_TREE  := $(DEB_BUILD)/tabletop-$(VERSION)
deb:
	@v=$$(dpkg-parsechangelog -SVersion 2>/dev/null); [ -z "$$v" ] || [ "$$v" = $(VERSION) ] || \
	  { echo "debian/changelog says $$v, the Makefile $(VERSION)" >&2; exit 1; }
	@sh mk/deps.sh deb
	rm -rf $(DEB_BUILD) && mkdir -p $(DEB_TREE)
	if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then \
	  git ls-files -z --cached --others --exclude-standard | \
	    tar --null --no-recursion --ignore-failed-read -T - -cf - ; \
	else \
	  tar --exclude='./build*' -cf - . ; \
	fi | tar -C $(DEB_TREE) -xf -
	cd $(DEB_TREE) && dpkg-buildpackage -us -uc -b
	rm -rf $(DEB_TREE)
	@if command -v lintian >/dev/null 2>&1; then \
	  echo "lintian $(DEB_BUILD)/*.changes"; \
	  lintian --fail-on error,warning $(DEB_BUILD)/*.changes || exit 1; \
	fi
	@ls $(DEB_BUILD)/*.deb

clean:
	rm -rf build build-san build-fuzz build-deb

-include $(shell find $(BUILD)/obj -name '*.d' 2>/dev/null)
-include $(shell find $(FUZZ_BUILD)/obj -name '*.d' 2>/dev/null)
