#include "CTerminal.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>

int calc_terminal_columns(int fd) {
  struct winsize size;
  if (ioctl(fd, TIOCGWINSZ, &size) != 0) return 0;
  return size.ws_col;
}

int calc_terminal_rows(int fd) {
  struct winsize size;
  if (ioctl(fd, TIOCGWINSZ, &size) != 0) return 0;
  return size.ws_row;
}

// A resize of the terminal (SIGWINCH). The handler writes a byte to a pipe, the one thing it
// does: the live preview polls the pipe's other end with standard input, so it learns of a
// resize whichever thread the signal interrupts. SA_RESTART keeps the signal from failing
// a read or write elsewhere in calc.
static int resize_pipe[2] = {-1, -1};

static void record_resize(int signal_) {
  (void)signal_;
  int saved = errno;
  char byte = 1;
  if (resize_pipe[1] >= 0) (void)write(resize_pipe[1], &byte, 1);
  errno = saved;
}

int calc_catch_resizes(void) {
  if (resize_pipe[0] >= 0) return resize_pipe[0];
  int ends[2];
  if (pipe(ends) != 0) return -1;
  for (int i = 0; i < 2; i++) {
    fcntl(ends[i], F_SETFL, fcntl(ends[i], F_GETFL) | O_NONBLOCK);
    fcntl(ends[i], F_SETFD, FD_CLOEXEC);
  }
  resize_pipe[0] = ends[0];
  resize_pipe[1] = ends[1];
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_handler = record_resize;
  sigemptyset(&action.sa_mask);
  action.sa_flags = SA_RESTART;
  if (sigaction(SIGWINCH, &action, NULL) != 0) return -1;
  return resize_pipe[0];
}

int calc_take_resizes(void) {
  if (resize_pipe[0] < 0) return 0;
  char bytes[64];
  int taken = 0;
  ssize_t count;
  while ((count = read(resize_pipe[0], bytes, sizeof bytes)) > 0) taken += (int)count;
  return taken;
}

void calc_write_output(const char *text) {
  fputs(text, stdout);
  fflush(stdout);
}

void calc_write_error(const char *text) {
  fflush(stdout);
  fputs(text, stderr);
  fflush(stderr);
}

// Ctrl-C. The SIGINT handler records the interrupt, and calc's own character reader, which
// libedit calls for every key, ends the line being read with EINTR when it finds one
// recorded: before it blocks, and when the signal cuts its wait short. libedit's own
// reader would miss a signal that arrives while it is redrawing the line, between two
// reads.
static volatile sig_atomic_t interrupted = 0;
// Whether a Ctrl-C ended a read since calc_forget_interrupt: libedit turns a failed read
// into the end of input in some of its modes (the incremental search among them), and this
// tells the two apart.
static volatile sig_atomic_t interrupt_taken = 0;

static void record_interrupt(int signal_) {
  (void)signal_;
  interrupted = 1;
}

static int take_interrupt(void) {
  if (!interrupted) return 0;
  interrupted = 0;
  interrupt_taken = 1;
  errno = EINTR;
  return 1;
}

int calc_catch_interrupts(void) {
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_handler = record_interrupt;
  sigemptyset(&action.sa_mask);
  action.sa_flags = 0;
  return sigaction(SIGINT, &action, NULL);
}

int calc_read_character(struct editline *el, wchar_t *character) {
  (void)el;
  char byte;
  mbstate_t state;
  memset(&state, 0, sizeof state);
  for (;;) {
    if (take_interrupt()) return -1;
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

int calc_interrupt_pending(void) { return interrupted != 0; }

int calc_interrupt_was_taken(void) { return interrupt_taken != 0; }

void calc_forget_interrupt(void) {
  interrupted = 0;
  interrupt_taken = 0;
}
