#define _GNU_SOURCE
#include "ccurl.h"

#include <dlfcn.h>
#include <errno.h>
#include <netdb.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <arpa/inet.h>
#include <time.h>
#if defined(__linux__)
#include <link.h>
#endif

// The part of libcurl's ABI used here: opaque handles and stable option numbers (curl.h).
typedef void CURL;
struct curl_slist;
enum {
  CCURLOPT_WRITEDATA = 10001,
  CCURLOPT_URL = 10002,
  CCURLOPT_ERRORBUFFER = 10010,
  CCURLOPT_USERAGENT = 10018,
  CCURLOPT_WRITEFUNCTION = 20011,
  CCURLOPT_FOLLOWLOCATION = 52,
  CCURLOPT_CAINFO = 10065,
  CCURLOPT_NOSIGNAL = 99,
  CCURLOPT_ACCEPT_ENCODING = 10102,
  CCURLOPT_TIMEOUT_MS = 155,
  CCURLOPT_CONNECTTIMEOUT_MS = 156,
  CCURLOPT_PROTOCOLS = 181,
  CCURLOPT_RESOLVE = 10203,
  CCURLINFO_RESPONSE_CODE = 0x200000 + 2,
  CCURLINFO_REDIRECT_URL = 0x100000 + 31,
  CCURL_GLOBAL_DEFAULT = 3,
  CCURLPROTO_HTTP = 1,
  CCURLPROTO_HTTPS = 2,
  CCURL_ERROR_SIZE = 256,
};

static struct {
  int (*global_init)(long);
  CURL *(*easy_init)(void);
  int (*easy_setopt)(CURL *, int, ...);
  int (*easy_perform)(CURL *);
  int (*easy_getinfo)(CURL *, int, ...);
  void (*easy_cleanup)(CURL *);
  const char *(*easy_strerror)(int);
  struct curl_slist *(*slist_append)(struct curl_slist *, const char *);
  void (*slist_free_all)(struct curl_slist *);
} curl;

static pthread_once_t load_once = PTHREAD_ONCE_INIT;
static int load_status = -1;
static char load_error[512];

static const char *requested_library;

static void load(void) {
#if defined(__APPLE__)
  const char *names[] = {"libcurl.4.dylib", "/usr/lib/libcurl.4.dylib", "libcurl.dylib", NULL};
#else
  // The OpenSSL flavour (package libcurl4), then the GnuTLS one (libcurl3-gnutls), same ABI.
  const char *names[] = {"libcurl.so.4", "libcurl-gnutls.so.4", NULL};
#endif
  if (requested_library) {
    names[0] = requested_library;
    names[1] = NULL;
  }
  void *library = NULL;
  for (int i = 0; names[i] && !library; i++) {
    library = dlopen(names[i], RTLD_NOW | RTLD_LOCAL);
    if (!library) {
      const char *message = dlerror();
      if (i == 0) snprintf(load_error, sizeof load_error, "%s", message ? message : names[i]);
    }
  }
  if (!library) return;
#define SYMBOL(field, name)                                                  \
  do {                                                                       \
    *(void **)(&curl.field) = dlsym(library, name);                          \
    if (!curl.field) {                                                       \
      snprintf(load_error, sizeof load_error, "libcurl lacks %s", name);     \
      return;                                                                \
    }                                                                        \
  } while (0)
  SYMBOL(global_init, "curl_global_init");
  SYMBOL(easy_init, "curl_easy_init");
  SYMBOL(easy_setopt, "curl_easy_setopt");
  SYMBOL(easy_perform, "curl_easy_perform");
  SYMBOL(easy_getinfo, "curl_easy_getinfo");
  SYMBOL(easy_cleanup, "curl_easy_cleanup");
  SYMBOL(easy_strerror, "curl_easy_strerror");
  SYMBOL(slist_append, "curl_slist_append");
  SYMBOL(slist_free_all, "curl_slist_free_all");
#undef SYMBOL
  if (curl.global_init(CCURL_GLOBAL_DEFAULT) != 0) {
    snprintf(load_error, sizeof load_error, "curl_global_init failed");
    return;
  }
  load_status = 0;
}

int ccurl_load(const char *library, char *error, size_t capacity) {
  static pthread_mutex_t first = PTHREAD_MUTEX_INITIALIZER;
  pthread_mutex_lock(&first);
  if (!requested_library && library) requested_library = strdup(library);
  pthread_mutex_unlock(&first);
  pthread_once(&load_once, load);
  if (load_status != 0 && error && capacity) snprintf(error, capacity, "%s", load_error);
  return load_status;
}

typedef struct {
  ccurl_response *response;
  size_t capacity;
  size_t limit;
} sink;

static size_t write_body(char *data, size_t size, size_t count, void *context) {
  sink *s = context;
  size_t n = size * count;
  if (s->response->length + n > s->limit) {
    s->response->too_large = 1;
    return 0;  // stops the transfer (CURLE_WRITE_ERROR)
  }
  if (s->response->length + n > s->capacity) {
    size_t capacity = s->capacity ? s->capacity : 16384;
    while (capacity < s->response->length + n) capacity *= 2;
    unsigned char *grown = realloc(s->response->body, capacity);
    if (!grown) return 0;
    s->response->body = grown;
    s->capacity = capacity;
  }
  memcpy(s->response->body + s->response->length, data, n);
  s->response->length += n;
  return n;
}

int ccurl_get(const char *url, const char *const *resolve, int count, const char *cainfo,
              const char *user_agent, long timeout_ms, long connect_ms, size_t max_bytes,
              ccurl_response *response) {
  memset(response, 0, sizeof *response);
  if (load_status != 0) {
    snprintf(response->error, sizeof response->error, "libcurl is not loaded");
    return -1;
  }
  CURL *handle = curl.easy_init();
  if (!handle) {
    response->curl_code = 2;  // CURLE_FAILED_INIT
    snprintf(response->error, sizeof response->error, "curl_easy_init failed");
    return 0;
  }
  char message[CCURL_ERROR_SIZE] = {0};
  sink s = {response, 0, max_bytes};
  struct curl_slist *entries = NULL;
  for (int i = 0; i < count; i++) entries = curl.slist_append(entries, resolve[i]);
  curl.easy_setopt(handle, CCURLOPT_URL, url);
  curl.easy_setopt(handle, CCURLOPT_ERRORBUFFER, message);
  curl.easy_setopt(handle, CCURLOPT_WRITEFUNCTION, write_body);
  curl.easy_setopt(handle, CCURLOPT_WRITEDATA, (void *)&s);
  curl.easy_setopt(handle, CCURLOPT_NOSIGNAL, 1L);
  curl.easy_setopt(handle, CCURLOPT_FOLLOWLOCATION, 0L);
  curl.easy_setopt(handle, CCURLOPT_PROTOCOLS, (long)(CCURLPROTO_HTTP | CCURLPROTO_HTTPS));
  curl.easy_setopt(handle, CCURLOPT_TIMEOUT_MS, timeout_ms);
  curl.easy_setopt(handle, CCURLOPT_CONNECTTIMEOUT_MS, connect_ms);
  curl.easy_setopt(handle, CCURLOPT_ACCEPT_ENCODING, "");  // whatever libcurl can decode
  if (user_agent) curl.easy_setopt(handle, CCURLOPT_USERAGENT, user_agent);
  if (cainfo) curl.easy_setopt(handle, CCURLOPT_CAINFO, cainfo);
  if (entries) curl.easy_setopt(handle, CCURLOPT_RESOLVE, entries);
  response->curl_code = curl.easy_perform(handle);
  curl.easy_getinfo(handle, CCURLINFO_RESPONSE_CODE, &response->status);
  char *location = NULL;
  if (curl.easy_getinfo(handle, CCURLINFO_REDIRECT_URL, &location) == 0 && location) {
    snprintf(response->redirect, sizeof response->redirect, "%s", location);
  }
  if (response->curl_code != 0) {
    const char *text = message[0] ? message : curl.easy_strerror(response->curl_code);
    snprintf(response->error, sizeof response->error, "%s", text ? text : "libcurl error");
  }
  curl.easy_cleanup(handle);
  if (entries) curl.slist_free_all(entries);
  return 0;
}

void ccurl_response_free(ccurl_response *response) {
  free(response->body);
  response->body = NULL;
  response->length = 0;
}

// MARK: - Name resolution with a deadline

typedef struct {
  pthread_mutex_t lock;
  pthread_cond_t done_signal;
  int done;
  int references;  // the waiter and the worker; the last one out frees
  int status;
  char host[256];
  char address[INET6_ADDRSTRLEN + 1];
  char error[128];
} lookup;

static void release(lookup *l) {
  pthread_mutex_lock(&l->lock);
  int left = --l->references;
  pthread_mutex_unlock(&l->lock);
  if (left == 0) {
    pthread_cond_destroy(&l->done_signal);
    pthread_mutex_destroy(&l->lock);
    free(l);
  }
}

static void *resolve_worker(void *context) {
  lookup *l = context;
  struct addrinfo hints, *found = NULL;
  memset(&hints, 0, sizeof hints);
  hints.ai_family = AF_UNSPEC;
  hints.ai_socktype = SOCK_STREAM;
  int status = getaddrinfo(l->host, NULL, &hints, &found);
  char address[INET6_ADDRSTRLEN + 1] = {0};
  char error[128] = {0};
  if (status == 0) {
    // Prefer IPv4: it works on more networks than IPv6.
    struct addrinfo *pick = found;
    for (struct addrinfo *a = found; a; a = a->ai_next) {
      if (a->ai_family == AF_INET) { pick = a; break; }
    }
    const void *raw = pick->ai_family == AF_INET
                          ? (const void *)&((struct sockaddr_in *)pick->ai_addr)->sin_addr
                          : (const void *)&((struct sockaddr_in6 *)pick->ai_addr)->sin6_addr;
    if (!inet_ntop(pick->ai_family, raw, address, sizeof address)) status = EAI_FAIL;
    freeaddrinfo(found);
  }
  if (status != 0) snprintf(error, sizeof error, "%s", gai_strerror(status));
  pthread_mutex_lock(&l->lock);
  l->status = status;
  memcpy(l->address, address, sizeof address);
  memcpy(l->error, error, sizeof error);
  l->done = 1;
  pthread_cond_signal(&l->done_signal);
  pthread_mutex_unlock(&l->lock);
  release(l);
  return NULL;
}

int ccurl_resolve(const char *host, long timeout_ms, char *address, size_t capacity) {
  lookup *l = calloc(1, sizeof *l);
  if (!l) return EAI_MEMORY;
  pthread_mutex_init(&l->lock, NULL);
  pthread_cond_init(&l->done_signal, NULL);
  l->references = 2;
  snprintf(l->host, sizeof l->host, "%s", host);
  pthread_t thread;
  pthread_attr_t attributes;
  pthread_attr_init(&attributes);
  pthread_attr_setdetachstate(&attributes, PTHREAD_CREATE_DETACHED);
  if (pthread_create(&thread, &attributes, resolve_worker, l) != 0) {
    pthread_attr_destroy(&attributes);
    free(l);
    return EAI_SYSTEM;
  }
  pthread_attr_destroy(&attributes);
  struct timespec deadline;
  clock_gettime(CLOCK_REALTIME, &deadline);
  deadline.tv_sec += timeout_ms / 1000;
  deadline.tv_nsec += (timeout_ms % 1000) * 1000000L;
  if (deadline.tv_nsec >= 1000000000L) {
    deadline.tv_sec += 1;
    deadline.tv_nsec -= 1000000000L;
  }
  pthread_mutex_lock(&l->lock);
  while (!l->done) {
    if (pthread_cond_timedwait(&l->done_signal, &l->lock, &deadline) == ETIMEDOUT) break;
  }
  int status = l->done ? l->status : CCURL_RESOLVE_TIMED_OUT;
  if (capacity) snprintf(address, capacity, "%s", status == 0 ? l->address : (l->done ? l->error : "timed out"));
  pthread_mutex_unlock(&l->lock);
  release(l);  // a worker still running frees it when it ends
  return status;
}

#if defined(__linux__)
static int has_interpreter(struct dl_phdr_info *info, size_t size, void *result) {
  (void)size;
  // The first object is the executable: a dynamically linked one names its loader.
  for (int i = 0; i < info->dlpi_phnum; i++) {
    if (info->dlpi_phdr[i].p_type == PT_INTERP) *(int *)result = 1;
  }
  return 1;  // stop after the executable
}
#endif

int ccurl_is_static_executable(void) {
#if defined(__linux__)
  int dynamic = 0;
  dl_iterate_phdr(has_interpreter, &dynamic);
  return !dynamic;
#else
  return 0;
#endif
}
