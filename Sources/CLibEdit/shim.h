// What Swift cannot call in libedit directly: the variadic el_set/el_get/history, and
// the stdin/stdout/stderr globals el_init wants. Each wrapper passes its arguments
// through unchanged.
#ifndef CALC_CLIBEDIT_SHIM_H
#define CALC_CLIBEDIT_SHIM_H

#include <histedit.h>
#include <signal.h>
#include <stdio.h>
#include <errno.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>
#include <wchar.h>

typedef char *(*calc_prompt_function)(EditLine *);
typedef unsigned char (*calc_key_function)(EditLine *, int);

static inline EditLine *calc_el_init(const char *program) {
  return el_init(program, stdin, stdout, stderr);
}

static inline int calc_el_set_prompt(EditLine *el, calc_prompt_function prompt) {
  return el_set(el, EL_PROMPT, prompt);
}

static inline int calc_el_set_editor(EditLine *el, const char *mode) {
  return el_set(el, EL_EDITOR, mode);
}

static inline int calc_el_set_signal(EditLine *el, int handles) {
  return el_set(el, EL_SIGNAL, handles);
}

static inline int calc_el_set_history(EditLine *el, History *history_) {
  return el_set(el, EL_HIST, history, history_);
}

static inline int calc_el_add_function(EditLine *el, const char *name, const char *help,
                                       calc_key_function function) {
  return el_set(el, EL_ADDFN, name, help, function);
}

static inline int calc_el_bind(EditLine *el, const char *key, const char *command) {
  return el_set(el, EL_BIND, key, command, (const char *)NULL);
}

static inline int calc_el_set_client_data(EditLine *el, void *data) {
  return el_set(el, EL_CLIENTDATA, data);
}

static inline void *calc_el_client_data(EditLine *el) {
  void *data = NULL;
  if (el_get(el, EL_CLIENTDATA, &data) != 0) return NULL;
  return data;
}

static inline int calc_history_set_size(History *h, int size) {
  HistEvent event;
  return history(h, &event, H_SETSIZE, size);
}

static inline int calc_history_set_unique(History *h, int unique) {
  HistEvent event;
  return history(h, &event, H_SETUNIQUE, unique);
}

static inline int calc_history_enter(History *h, const char *line) {
  HistEvent event;
  return history(h, &event, H_ENTER, line);
}

/// The terminal's width in columns, or 0 when `fd` is not a terminal.
static inline int calc_terminal_columns(int fd) {
  struct winsize size;
  if (ioctl(fd, TIOCGWINSZ, &size) != 0) return 0;
  return size.ws_col;
}

/// Writes text to standard output (the stream libedit writes to) and flushes it.
static inline void calc_write_output(const char *text) {
  fputs(text, stdout);
  fflush(stdout);
}

/// Flushes standard output, then writes text to standard error and flushes it.
static inline void calc_write_error(const char *text) {
  fflush(stdout);
  fputs(text, stderr);
  fflush(stderr);
}

// Ctrl-C. A SIGINT handler records the interrupt, and calc's own character reader, which
// libedit calls for every key, ends the line being read with EINTR when it finds one
// recorded: before it blocks, and when the signal cuts its wait short. libedit's own
// reader would miss a signal that arrives while it is redrawing the line, between two
// reads. The two flags are weak definitions, not `static`: every object file that uses
// this header emits them, and a `static` flag is a separate copy in each, so a release
// build (one object per Swift file, compiled in parallel) set one copy in the reader and
// read another in Interrupt.swift, and Ctrl-C in a search ended the session. The linker
// keeps one weak definition for the whole program.
__attribute__((weak)) volatile sig_atomic_t calc_interrupted = 0;
// Whether a Ctrl-C ended a read since calc_forget_interrupt: libedit turns a failed read
// into the end of input in some of its modes (the incremental search among them), and this
// tells the two apart.
__attribute__((weak)) volatile sig_atomic_t calc_interrupt_taken = 0;

static inline void calc_record_interrupt(int signal_) {
  (void)signal_;
  calc_interrupted = 1;
}

static inline int calc_take_interrupt(void) {
  if (!calc_interrupted) return 0;
  calc_interrupted = 0;
  calc_interrupt_taken = 1;
  errno = EINTR;
  return 1;
}

/// Whether a Ctrl-C was pressed (and not yet taken by a read) since it was last forgotten.
static inline int calc_interrupt_pending(void) { return calc_interrupted != 0; }

/// Whether a Ctrl-C ended a read since the interrupt was last forgotten.
static inline int calc_interrupt_was_taken(void) { return calc_interrupt_taken != 0; }

/// Reads one character from standard input for libedit: 1 and the character, 0 at the
/// end of input, -1 with EINTR after Ctrl-C (or with errno after an error). Bytes that
/// are not a character in the C library's locale are skipped.
static inline int calc_read_character(EditLine *el, wchar_t *character) {
  (void)el;
  char byte;
  mbstate_t state;
  memset(&state, 0, sizeof state);
  for (;;) {
    if (calc_take_interrupt()) return -1;
    ssize_t count = read(STDIN_FILENO, &byte, 1);
    if (count == 0) return 0;
    if (count < 0) {
      if (errno == EINTR) continue;
      return -1;
    }
    size_t length = mbrtowc(character, &byte, 1, &state);
    if (length == (size_t)-2) continue;
    if (length == (size_t)-1) {
      memset(&state, 0, sizeof state);
      continue;
    }
    return 1;
  }
}

/// Routes Ctrl-C to the line being read: SIGINT gets a handler that records it (installed
/// without SA_RESTART, so a read it interrupts returns), and libedit reads keys through
/// calc_read_character.
static inline int calc_el_catch_interrupts(EditLine *el) {
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_handler = calc_record_interrupt;
  sigemptyset(&action.sa_mask);
  action.sa_flags = 0;
  if (sigaction(SIGINT, &action, NULL) != 0) return -1;
  return el_set(el, EL_GETCFN, calc_read_character);
}

/// Forgets a Ctrl-C pressed while no line was being read.
static inline void calc_forget_interrupt(void) {
  calc_interrupted = 0;
  calc_interrupt_taken = 0;
}

#endif
