// A few calls into the system's libcurl, loaded at run time with dlopen: no curl headers
// are needed to build, nothing is loaded until a fetch, and HTTPS comes from the system's
// libcurl (libcurl4 on Debian/Ubuntu, part of macOS).
#ifndef CCURL_H
#define CCURL_H

#include <stddef.h>

/// What one request gave.
typedef struct ccurl_response {
  /// The body (malloc'd, ccurl_response_free releases it), and its length.
  unsigned char *body;
  size_t length;
  /// The HTTP status, 0 if no response arrived.
  long status;
  /// libcurl's result code: 0 for a completed transfer; 28 a timeout; 7 no connection.
  int curl_code;
  /// 1 when the body was longer than the limit and the transfer was stopped.
  int too_large;
  /// Where a 3xx response points (empty otherwise).
  char redirect[2048];
  /// libcurl's message for curl_code.
  char error[512];
} ccurl_response;

/// Loads libcurl (once): the file `library` when not NULL, else the system's (libcurl.so.4,
/// then libcurl-gnutls.so.4; libcurl.4.dylib on macOS). 0 when it is loaded; -1 when it
/// cannot be, with the loader's message in `error`. Only the first call's `library` counts.
int ccurl_load(const char *library, char *error, size_t capacity);

/// GETs `url` with libcurl: `timeout_ms` for the whole transfer, `connect_ms` for the
/// connection, at most `max_bytes` of body. `resolve` (may be NULL) holds `count` entries
/// `host:port:address` that libcurl uses instead of a DNS lookup; `cainfo` (may be NULL) a
/// file of certificate authorities to trust instead of the system's. Redirects are not
/// followed (the caller reads `redirect`). Returns -1 if libcurl is not loaded (call
/// ccurl_load first), else 0 with the outcome in `response`.
int ccurl_get(const char *url, const char *const *resolve, int count, const char *cainfo,
              const char *user_agent, long timeout_ms, long connect_ms, size_t max_bytes,
              ccurl_response *response);

/// Frees the body of a response.
void ccurl_response_free(ccurl_response *response);

/// What ccurl_resolve returns when the lookup did not finish in time (getaddrinfo's own
/// error codes are negative).
#define CCURL_RESOLVE_TIMED_OUT 1000

/// The first address of `host` (IPv4 or IPv6 text) through getaddrinfo, waiting at most
/// `timeout_ms`. 0 on success; CCURL_RESOLVE_TIMED_OUT on a timeout; else getaddrinfo's
/// error code, with its message in `address`.
int ccurl_resolve(const char *host, long timeout_ms, char *address, size_t capacity);

/// 1 when this process is a statically linked executable. libcurl's own resolver starts a
/// thread of the shared C library it loads, which a static process cannot run, so a static
/// calc resolves host names itself and hands libcurl the addresses.
int ccurl_is_static_executable(void);

#endif
