#!/usr/bin/env python3
"""A small HTTP server for calc's exchange-rate tests (started by Tests/TestSupport/RatesServer.swift).

    python3 scripts/rates-server.py ROOT [PORT] [--tls CERT KEY]

Serves the files in ROOT on 127.0.0.1 (PORT 0, the default, picks a free port) and prints
the port on the first line of standard output; with --tls, over HTTPS with that
certificate and key (PEM files). A path's first parts can ask for a failure,
so one server covers every case:

    /FILE                    the file (404 when missing)
    /status/CODE/FILE        HTTP CODE with a small HTML error page
    /html/FILE               200 with an HTML page (a captive portal, a CDN's error page)
    /truncate/N/FILE         the headers promise the whole file; N bytes come, then the
                             connection closes
    /slow/SECONDS/FILE       waits SECONDS before answering
    /redirect/FILE           302 to /FILE

Each request is logged to standard error. The server runs until killed.
"""

import ssl
import sys
import time
from functools import partial
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path


class Handler(SimpleHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def do_GET(self):  # noqa: N802 (the standard library's name)
        parts = self.path.lstrip("/").split("/")
        try:
            if parts[0] == "status":
                return self.page(int(parts[1]), f"<h1>Error {parts[1]}</h1>")
            if parts[0] == "html":
                return self.page(200, "<h1>Please log in to use this network</h1>")
            if parts[0] == "redirect":
                self.send_response(302)
                self.send_header("Location", "/" + "/".join(parts[1:]))
                self.send_header("Content-Length", "0")
                self.end_headers()
                return None
            if parts[0] == "slow":
                time.sleep(float(parts[1]))
                return self.file("/".join(parts[2:]))
            if parts[0] == "truncate":
                return self.file("/".join(parts[2:]), limit=int(parts[1]))
            return self.file("/".join(parts))
        except (BrokenPipeError, ConnectionResetError):
            return None

    def page(self, status, body):
        data = f"<!DOCTYPE html>\n<html><head><title>{status}</title></head><body>{body}</body></html>\n".encode()
        self.send_response(status)
        self.send_header("Content-Type", "text/html")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def file(self, name, limit=None):
        path = Path(self.directory) / name
        if not path.is_file():
            return self.page(404, "<h1>Not Found</h1>")
        data = path.read_bytes()
        self.send_response(200)
        self.send_header("Content-Type", "text/xml")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        if limit is None:
            self.wfile.write(data)
        else:
            self.wfile.write(data[:limit])
            self.wfile.flush()
            self.close_connection = True
        return None


def main():
    args = sys.argv[1:]
    tls = None
    if "--tls" in args:
        at = args.index("--tls")
        tls = args[at + 1:at + 3]
        del args[at:at + 3]
    root = args[0]
    port = int(args[1]) if len(args) > 1 else 0
    server = ThreadingHTTPServer(("127.0.0.1", port), partial(Handler, directory=root))
    server.daemon_threads = True
    if tls:
        context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
        context.load_cert_chain(tls[0], tls[1])
        server.socket = context.wrap_socket(server.socket, server_side=True)
    print(server.server_address[1], flush=True)
    server.serve_forever()


if __name__ == "__main__":
    main()
