"""A stand-in for the Figma REST API on 127.0.0.1, for figsnap's fetch tests.

Serves one recorded response for every file key except the ones that act out an error, and
prints its port on the first line of standard output. It answers only requests that carry the
token "test-token", and stops by itself after 120 seconds.
"""
import http.server
import json
import os
import signal
import sys
import threading

# The test process may start us with signals blocked (it runs on dispatch threads).
signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGTERM, signal.SIGINT})

RESPONSE = open(sys.argv[1], "rb").read()
RATE_LIMITED = {"count": 0}


class Handler(http.server.BaseHTTPRequestHandler):
    def log_message(self, *args):
        pass

    def send(self, status, body, headers=()):
        payload = body if isinstance(body, bytes) else json.dumps(body).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(payload)))
        for name, value in headers:
            self.send_header(name, value)
        self.end_headers()
        self.wfile.write(payload)

    def do_GET(self):
        if self.headers.get("X-Figma-Token") != "test-token":
            return self.send(403, {"status": 403, "err": "Invalid token"})
        path, _, query = self.path.partition("?")
        key = path.split("/")[3] if path.count("/") >= 3 else ""
        if key == "missing":
            return self.send(404, {"status": 404, "err": "Not found"})
        if key == "huge":
            return self.send(400, {"status": 400, "err": "Request too large"})
        if key == "notjson":
            return self.send(200, b"<html>maintenance</html>")
        if key == "ratelimited":
            RATE_LIMITED["count"] += 1
            if RATE_LIMITED["count"] == 1:
                return self.send(429, {"status": 429, "err": "Rate limit exceeded"}, [("Retry-After", "1")])
        if key == "slowdown":
            return self.send(429, {"status": 429, "err": "Rate limit exceeded"}, [("Retry-After", "3600")])
        if path.endswith("/nodes") and "ids=" not in query:
            return self.send(400, {"status": 400, "err": "Missing ids"})
        self.send(200, RESPONSE, [("X-Request-Path", self.path)])


server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
print(server.server_address[1], flush=True)
threading.Timer(120, lambda: os._exit(0)).start()
server.serve_forever()
