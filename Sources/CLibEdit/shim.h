// What Swift cannot call in libedit directly: the variadic el_set/el_get/history, and
// the stdin/stdout/stderr globals el_init wants. Each wrapper passes its arguments
// through unchanged. The terminal code around libedit (Ctrl-C, the key reader, writes)
// is the C target CTerminal.
#ifndef CALC_CLIBEDIT_SHIM_H
#define CALC_CLIBEDIT_SHIM_H

#include <histedit.h>
#include <stdio.h>
#include <wchar.h>

typedef char *(*calc_prompt_function)(EditLine *);
typedef unsigned char (*calc_key_function)(EditLine *, int);
typedef int (*calc_character_reader)(EditLine *, wchar_t *);

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

/// Makes libedit forget what it drew and draw the prompt and line again, from the cursor
/// (which the caller has put at the start of the prompt's row).
static inline int calc_el_refresh(EditLine *el) {
  return el_set(el, EL_REFRESH);
}

/// Makes libedit read keys through `reader` (calc's is CTerminal's calc_read_character).
static inline int calc_el_set_character_reader(EditLine *el, calc_character_reader reader) {
  return el_set(el, EL_GETCFN, reader);
}

#endif
