// The terminal side of the interactive session, written in C: Ctrl-C (a SIGINT handler and
// the key reader libedit calls), the terminal's size and its resizes (a SIGWINCH handler
// and a pipe), and writes through the C library's
// standard output and error (the streams libedit writes to). A regular C target: the
// interrupt flags are defined once, in terminal.c, for the whole program.
#ifndef CALC_CTERMINAL_H
#define CALC_CTERMINAL_H

#include <wchar.h>

// libedit's EditLine (histedit.h declares `typedef struct editline EditLine`); the key
// reader never looks inside it.
struct editline;

/// The terminal's width in columns, or 0 when `fd` is not a terminal.
int calc_terminal_columns(int fd);

/// The terminal's height in rows, or 0 when `fd` is not a terminal.
int calc_terminal_rows(int fd);

/// Installs the SIGWINCH handler (once; with SA_RESTART), which writes a byte to a pipe at
/// each resize of the terminal: the pipe's end to poll, or -1 when it cannot be set up.
int calc_catch_resizes(void);

/// Empties the resize pipe: how many resizes came since it was last emptied.
int calc_take_resizes(void);

/// Writes text to standard output (the stream libedit writes to) and flushes it.
void calc_write_output(const char *text);

/// Flushes standard output, then writes text to standard error and flushes it.
void calc_write_error(const char *text);

/// Installs the SIGINT handler that records a Ctrl-C (without SA_RESTART, so a read it
/// interrupts returns): 0, or -1 with errno when sigaction fails.
int calc_catch_interrupts(void);

/// Reads one character from standard input for libedit (its EL_GETCFN): 1 and the
/// character, 0 at the end of input, -1 with EINTR after Ctrl-C (or with errno after an
/// error). Bytes that are not a character in the C library's locale are skipped.
int calc_read_character(struct editline *el, wchar_t *character);

/// Whether a Ctrl-C was pressed (and not yet taken by a read) since it was last forgotten.
int calc_interrupt_pending(void);

/// Whether a Ctrl-C ended a read since the interrupt was last forgotten.
int calc_interrupt_was_taken(void);

/// Forgets a Ctrl-C pressed while no line was being read.
void calc_forget_interrupt(void);

#endif
