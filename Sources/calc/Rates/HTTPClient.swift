import CCurl

/// GETs over HTTP and HTTPS with the system's libcurl, loaded at run time (see
/// `Sources/CCurl/include/ccurl.h`): nothing of it is loaded until the first request, so
/// calc's start-up does not pay for it, and HTTPS, proxies and certificates are the
/// system's.
struct HTTPClient: Sendable {
  /// The most the whole request may take, redirects and name lookups included, in milliseconds.
  var timeoutMilliseconds: Int
  /// A file of certificate authorities to trust instead of the system's, if any.
  var certificateAuthorities: String?
  /// The most bytes a body may have.
  var maximumBytes = 16 << 20

  /// Why a request failed, in words for the person who asked.
  enum Failure: Error, Sendable, Equatable, CustomStringConvertible {
    /// libcurl could not be loaded.
    case libcurlMissing(String)
    /// The URL is not an `http://` or `https://` URL with a host.
    case badURL(String)
    /// No answer within the time allowed.
    case timedOut(seconds: Double)
    /// The host name did not resolve, the connection was refused, TLS failed, …
    case connection(String)
    /// The server answered with an HTTP error status.
    case status(Int)
    /// The body is larger than ``HTTPClient/maximumBytes``.
    case tooLarge
    /// More than five redirects.
    case tooManyRedirects

    var description: String {
      switch self {
      case .libcurlMissing(let message):
        #if os(Linux)
          return "libcurl is not installed (\(message)); install it (Debian/Ubuntu: apt-get install libcurl4)"
        #else
          return "libcurl could not be loaded (\(message))"
        #endif
      case .badURL(let url): return "'\(url)' is not an http:// or https:// URL"
      case .timedOut(let seconds): return "no answer within \(RateSettings.secondsText(seconds)) s"
      case .connection(let message): return message
      case .status(let code): return "the server answered HTTP \(code)"
      case .tooLarge: return "the answer is larger than 16 MB"
      case .tooManyRedirects: return "too many redirects"
      }
    }
  }

  /// The body of a `200` answer to a GET of `url`, following up to five redirects.
  func get(_ url: String) throws(Failure) -> [UInt8] {
    let start = Self.milliseconds()
    var url = url
    for _ in 0...5 {
      let left = timeoutMilliseconds - (Self.milliseconds() - start)
      guard left > 0 else { throw .timedOut(seconds: Double(timeoutMilliseconds) / 1000) }
      let answer = try once(url, timeout: left)
      if (300..<400).contains(answer.status), let next = answer.redirect {
        url = next
        continue
      }
      guard answer.status == 200 else { throw .status(answer.status) }
      return answer.body
    }
    throw .tooManyRedirects
  }

  private func once(_ url: String, timeout: Int) throws(Failure) -> (status: Int, body: [UInt8], redirect: String?) {
    guard let endpoint = Endpoint(url) else { throw .badURL(url) }
    var error = [CChar](repeating: 0, count: 512)
    if ccurl_load(RateSettings.environment("CALC_LIBCURL"), &error, error.count) != 0 {
      throw .libcurlMissing(String(decoding: error.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
    }
    let start = Self.milliseconds()
    let resolve = try addresses(for: endpoint, timeout: timeout)
    let left = max(1, timeout - (Self.milliseconds() - start))
    var response = ccurl_response()
    defer { ccurl_response_free(&response) }
    let userAgent = "calc/0.1 (+libcurl)"
    let status: Int32 = withCStrings(resolve) { entries in
      if let certificateAuthorities {
        return ccurl_get(
          url, entries, Int32(resolve.count), certificateAuthorities, userAgent, left, min(left, 3000),
          maximumBytes, &response)
      }
      return ccurl_get(url, entries, Int32(resolve.count), nil, userAgent, left, min(left, 3000), maximumBytes, &response)
    }
    if status != 0 { throw .libcurlMissing(Self.text(of: &response.error)) }
    if response.too_large != 0 { throw .tooLarge }
    switch response.curl_code {
    case 0: break
    case 28: throw .timedOut(seconds: Double(timeoutMilliseconds) / 1000)
    default: throw .connection(Self.text(of: &response.error))
    }
    let body = response.length == 0 ? [] : Array(UnsafeBufferPointer(start: response.body, count: response.length))
    let redirect = Self.text(of: &response.redirect)
    return (Int(response.status), body, redirect.isEmpty ? nil : redirect)
  }

  /// `host:port:address` entries for libcurl, so that it never looks a name up itself: a
  /// statically linked calc cannot run the thread libcurl's resolver starts (it belongs to
  /// the shared C library libcurl brings). A dynamically linked calc lets libcurl resolve.
  private func addresses(for endpoint: Endpoint, timeout: Int) throws(Failure) -> [String] {
    guard ccurl_is_static_executable() != 0 else { return [] }
    var entries: [String] = []
    var endpoints = [endpoint]
    if let proxy = Self.proxy(for: endpoint.scheme) { endpoints.append(proxy) }
    for target in endpoints where !target.isNumericOrLocal {
      var address = [CChar](repeating: 0, count: 256)
      let result = ccurl_resolve(target.host, min(timeout, 3000), &address, address.count)
      let text = String(decoding: address.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
      if result == CCURL_RESOLVE_TIMED_OUT { throw .timedOut(seconds: Double(timeoutMilliseconds) / 1000) }
      if result != 0 { throw .connection("could not resolve host: \(target.host) (\(text))") }
      entries.append("\(target.host):\(target.port):\(text.contains(Character(":")) ? "[\(text)]" : text)")
    }
    return entries
  }

  /// The proxy libcurl will use for `scheme`, from the environment as libcurl reads it.
  private static func proxy(for scheme: String) -> Endpoint? {
    let names = scheme == "https" ? ["https_proxy", "HTTPS_PROXY"] : ["http_proxy"]
    for name in names + ["all_proxy", "ALL_PROXY"] {
      guard let value = getenv(name).map({ String(cString: $0) }), !value.isEmpty else { continue }
      return Endpoint(value.firstRange(of: "://") != nil ? value : "http://" + value)
    }
    return nil
  }

  private static func text<T>(of tuple: inout T) -> String {
    withUnsafeBytes(of: &tuple) { raw in
      String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
    }
  }

  static func milliseconds() -> Int {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return now.tv_sec * 1000 + now.tv_nsec / 1_000_000
  }
}

/// The scheme, host and port of an `http://` or `https://` URL.
struct Endpoint: Sendable, Equatable {
  var scheme: String
  var host: String
  var port: Int

  init(scheme: String, host: String, port: Int) {
    self.scheme = scheme
    self.host = host
    self.port = port
  }

  init?(_ url: String) {
    guard let separator = url.firstRange(of: "://") else { return nil }
    scheme = url[..<separator.lowerBound].lowercased()
    guard scheme == "http" || scheme == "https" else { return nil }
    var authority = url[separator.upperBound...].prefix { $0 != "/" && $0 != "?" && $0 != "#" }
    if let at = authority.lastIndex(of: "@") { authority = authority[authority.index(after: at)...] }
    var portText: Substring?
    if authority.hasPrefix("[") {
      guard let close = authority.firstIndex(of: "]") else { return nil }
      host = String(authority[authority.index(after: authority.startIndex)..<close])
      let rest = authority[authority.index(after: close)...]
      if rest.hasPrefix(":") { portText = rest.dropFirst() }
    } else if let colon = authority.lastIndex(of: ":") {
      host = String(authority[..<colon])
      portText = authority[authority.index(after: colon)...]
    } else {
      host = String(authority)
    }
    guard !host.isEmpty else { return nil }
    if let portText {
      guard let port = Int(portText), (1...65535).contains(port) else { return nil }
      self.port = port
    } else {
      port = scheme == "https" ? 443 : 80
    }
  }

  /// An IP address (which needs no lookup) or `localhost` (which libcurl answers itself).
  var isNumericOrLocal: Bool {
    if host.lowercased() == "localhost" || host.contains(Character(":")) { return true }
    let parts = host.split(separator: ".", omittingEmptySubsequences: false)
    return parts.count == 4 && parts.allSatisfy { UInt8($0) != nil }
  }
}

/// Runs `body` with the C strings of `strings` (an array of pointers that live during it).
private func withCStrings<R>(_ strings: [String], _ body: (UnsafePointer<UnsafePointer<CChar>?>?) -> R) -> R {
  guard !strings.isEmpty else { return body(nil) }
  let copies = strings.map { strdup($0) }
  defer { copies.forEach { free($0) } }
  let pointers: [UnsafePointer<CChar>?] = copies.map { $0.map { UnsafePointer($0) } }
  return pointers.withUnsafeBufferPointer { body($0.baseAddress) }
}
