"""A stand-in for the Figma REST API on 127.0.0.1, for figsnap's fetch and assets tests.

Serves one recorded response for every file key except the ones that act out an error, and
prints its port on the first line of standard output. It answers only requests that carry the
token "test-token", and stops by itself after 120 seconds.

For `figsnap assets` it also answers the image endpoints: /v1/images/KEY?ids=...&format=...&scale=N
with addresses back at itself (/render/ID.FORMAT?scale=N; node 0:404 cannot be rendered, and the
first request for file key "ratelimited" gets a 429), and /v1/files/KEY/images with the image fills
ref-photo, ref-banner and ref-avatar (/fills/REF). Those downloads are small deterministic fake
files, and are refused (HTTP 400) when they carry the token, which Figma's image hosts never get.
/stats answers the number of requests of each kind, as JSON.

/v1/files/KEY/variables/local answers examples/tokens/variables.json, except for the file key
"professional", whose plan Figma refuses variables to (HTTP 403).

For the network limits, some file keys act out a hostile server, each bounded so that a test never hangs:
"endless" answers a body without a length that goes on for ENDLESS_BYTES, "announced" announces a
body of 4 GiB and then holds, "trickle" sends a byte a second for TRICKLE_SECONDS, "echo" answers
an error that repeats the token, "redirected" redirects to the same server under another host name
(localhost), where a request that carries the token is counted as "token_elsewhere", and "moved"
redirects within the API's own host. As file keys of /v1/images/KEY, "endless" and "trickle" name
images that behave so, "redirectimages" images whose host redirects to localhost, and "echo" a
render answer whose error repeats the token.
"""
import http.server
import json
import os
import signal
import sys
import threading
import time
import urllib.parse

# The test process may start us with signals blocked (it runs on dispatch threads).
signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGTERM, signal.SIGINT})

RESPONSE = open(sys.argv[1], "rb").read()
VARIABLES = open(os.path.join(os.path.dirname(sys.argv[1]), "..", "tokens", "variables.json"), "rb").read()
RATE_LIMITED = {"count": 0}
IMAGES_RATE_LIMITED = {"count": 0}
STATS = {}
STATS_LOCK = threading.Lock()
IMAGE_FILLS = ["ref-avatar", "ref-banner", "ref-photo"]
UNRENDERABLE = "0:404"
MAX_IDS = 50
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
ENDLESS_BYTES = 96 << 20
TRICKLE_SECONDS = 10
HOLD_SECONDS = 10


def count(kind):
    with STATS_LOCK:
        STATS[kind] = STATS.get(kind, 0) + 1


def rendered_bytes(node_id, image_format, scale):
    """A small fake file of the format, different for every node and scale."""
    if image_format == "pdf":
        return b"%PDF-1.4\n% figsnap stub " + node_id.encode() + b"\n%%EOF\n"
    if image_format == "svg":
        return (
            '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24"><!-- %s --></svg>\n' % node_id
        ).encode()
    return PNG_SIGNATURE + ("figsnap stub %s @%sx" % (node_id, scale)).encode()


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

    def send_file(self, content_type, payload):
        self.send_response(200)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(payload)))
        self.end_headers()
        self.wfile.write(payload)

    def endless(self, content_type):
        """A body without a length that goes on for ENDLESS_BYTES (then the connection closes)."""
        self.send_response(200)
        self.send_header("Content-Type", content_type)
        self.send_header("Connection", "close")
        self.end_headers()
        chunk = b" " * (1 << 20)
        try:
            for _ in range(ENDLESS_BYTES // len(chunk)):
                self.wfile.write(chunk)
        except OSError:
            pass
        self.close_connection = True

    def announced(self):
        """Announces 4 GiB, sends one byte and holds the connection for HOLD_SECONDS."""
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(4 << 30))
        self.end_headers()
        try:
            self.wfile.write(b"{")
            self.wfile.flush()
            time.sleep(HOLD_SECONDS)
        except OSError:
            pass
        self.close_connection = True

    def trickle(self, content_type):
        """Announces 1000 bytes and sends one a second for TRICKLE_SECONDS (then the connection closes)."""
        self.send_response(200)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", "1000")
        self.end_headers()
        try:
            for _ in range(TRICKLE_SECONDS):
                self.wfile.write(b" ")
                self.wfile.flush()
                time.sleep(1)
        except OSError:
            pass
        self.close_connection = True

    def redirect(self, location):
        self.send_response(302)
        self.send_header("Location", location)
        self.send_header("Content-Length", "0")
        self.end_headers()

    def do_GET(self):
        path, _, query = self.path.partition("?")
        if path == "/stats":
            with STATS_LOCK:
                return self.send(200, dict(STATS))
        token = self.headers.get("X-Figma-Token")
        if self.headers.get("Host", "").startswith("localhost") and token is not None:
            count("token_elsewhere")
        if path.split("/")[1] in ("render", "fills", "endless", "trickle", "hop"):
            return self.download(path, urllib.parse.parse_qs(query))
        key = path.split("/")[3] if path.count("/") >= 3 else ""
        if token != "test-token" and key != "echo":
            return self.send(403, {"status": 403, "err": "Invalid token"})
        if key == "echo" and path.startswith("/v1/images/"):
            return self.send(200, {"err": "cannot render for token %s" % token, "images": {}})
        if key == "echo":
            return self.send(400, {"status": 400, "err": "bad token %s" % token})
        if path.startswith("/v1/images/") or (path.startswith("/v1/files/") and path.endswith("/images")):
            if key == "missing":
                return self.send(404, {"status": 404, "err": "Not found"})
            if path.startswith("/v1/images/"):
                return self.images(key, urllib.parse.parse_qs(query))
            return self.image_fills()
        if "/variables/" in path:
            if key == "professional":
                return self.send(403, {"status": 403, "error": True, "message": "Limited by Figma plan"})
            return self.send(200, VARIABLES)
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
        if key == "endless":
            return self.endless("application/json")
        if key == "announced":
            return self.announced()
        if key == "trickle":
            return self.trickle("application/json")
        if key == "redirected":
            return self.redirect("http://localhost:%d/v1/files/AbC123" % self.server.server_address[1])
        if key == "moved":
            return self.redirect("/v1/files/AbC123")
        if path.endswith("/nodes") and "ids=" not in query:
            return self.send(400, {"status": 400, "err": "Missing ids"})
        self.send(200, RESPONSE, [("X-Request-Path", self.path)])

    def base(self):
        return "http://127.0.0.1:%d" % self.server.server_address[1]

    def images(self, key, params):
        count("images")
        if key == "ratelimited":
            IMAGES_RATE_LIMITED["count"] += 1
            if IMAGES_RATE_LIMITED["count"] == 1:
                return self.send(429, {"status": 429, "err": "Rate limit exceeded"}, [("Retry-After", "1")])
        ids = [node_id for node_id in params.get("ids", [""])[0].split(",") if node_id]
        image_format = params.get("format", [""])[0]
        scale = params.get("scale", ["1"])[0]
        if not ids or image_format not in ("pdf", "svg", "png", "jpg"):
            return self.send(400, {"status": 400, "err": "Missing ids or format"})
        if len(ids) > MAX_IDS:
            return self.send(400, {"status": 400, "err": "Too many ids: %d" % len(ids)})
        images = {}
        for node_id in ids:
            if node_id == UNRENDERABLE:
                images[node_id] = None
            else:
                name = urllib.parse.quote(node_id, safe="")
                route = {"endless": "endless", "trickle": "trickle", "redirectimages": "hop"}.get(key, "render")
                images[node_id] = "%s/%s/%s.%s?scale=%s" % (self.base(), route, name, image_format, scale)
        self.send(200, {"err": None, "images": images})

    def image_fills(self):
        count("image_fills")
        images = {ref: "%s/fills/%s" % (self.base(), ref) for ref in IMAGE_FILLS}
        self.send(200, {"error": False, "status": 200, "meta": {"images": images}})

    def download(self, path, params):
        count("downloads")
        if self.headers.get("X-Figma-Token") is not None:
            count("downloads_with_token")
            return self.send(400, {"status": 400, "err": "The token was sent to an image host"})
        if path.startswith("/endless/"):
            return self.endless("application/pdf")
        if path.startswith("/trickle/"):
            return self.trickle("application/pdf")
        if path.startswith("/hop/"):
            target = "http://localhost:%d/render/%s" % (self.server.server_address[1], path.split("/", 2)[2])
            return self.redirect(target + ("?" + self.path.partition("?")[2] if "?" in self.path else ""))
        name = urllib.parse.unquote(path.split("/", 2)[2])
        if path.startswith("/fills/"):
            if name not in IMAGE_FILLS:
                return self.send(404, {"status": 404, "err": "Not found"})
            return self.send_file("image/jpeg", b"\xff\xd8\xff\xe0figsnap stub jpeg " + name.encode())
        node_id, _, image_format = name.rpartition(".")
        scale = params.get("scale", ["1"])[0]
        types = {"pdf": "application/pdf", "svg": "image/svg+xml", "png": "image/png"}
        if not node_id or image_format not in types:
            return self.send(404, {"status": 404, "err": "Not found"})
        self.send_file(types[image_format], rendered_bytes(node_id, image_format, scale))


server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
print(server.server_address[1], flush=True)
threading.Timer(120, lambda: os._exit(0)).start()
server.serve_forever()
