#!/usr/bin/env python3
"""The time from a didChange to its publishDiagnostics in `glassmigrate lsp` (a benchmark, not a test).

Opens one Swift file of a checkout (the workspace folder is the checkout), then types: each change
inserts or removes one character at the end of a line in the middle of the file, as an incremental
didChange, and waits for the diagnostics of that version. Prints the median, 95th percentile and
largest time over the changes after a warm-up, and the server's mean CPU time per change (which a
busy machine changes less than the wall clock). Speaks JSON-RPC itself: no package needed.

With --pending the opened text (not the file on disk) has a material-background site appended, so
every change also makes the rewrite, checks it against the lint rules and plans the helper over the
file's module, as a file with a pending rewrite does while it is edited.

Usage: swift build -c release
       Benchmarks/lsp-latency.py CHECKOUT FILE [--binary .build/release/glassmigrate] [--changes 400] [--pending]
"""
import argparse
import json
import os
import pathlib
import statistics
import subprocess
import time

ROOT = pathlib.Path(__file__).resolve().parent.parent
PENDING_SITE = """
struct PendingGlassBadge: View {
    var body: some View {
        Text("New").padding(6).background(.thinMaterial, in: Capsule())
    }
}
"""


class Server:
    def __init__(self, binary: str, cwd: str):
        self.process = subprocess.Popen([os.path.abspath(binary), "lsp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, cwd=cwd)
        self.next_id = 0

    def send(self, message: dict) -> None:
        message["jsonrpc"] = "2.0"
        body = json.dumps(message).encode()
        self.process.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        self.process.stdin.flush()

    def receive(self) -> dict:
        length = 0
        while True:
            line = self.process.stdout.readline()
            if not line:
                raise SystemExit("the server ended")
            line = line.strip()
            if not line:
                break
            name, _, value = line.partition(b":")
            if name.lower() == b"content-length":
                length = int(value)
        return json.loads(self.process.stdout.read(length))

    def request(self, method: str, params: dict) -> dict:
        self.next_id += 1
        self.send({"id": self.next_id, "method": method, "params": params})
        while True:
            message = self.receive()
            if message.get("id") == self.next_id:
                return message

    def diagnostics(self, version: int) -> list:
        while True:
            message = self.receive()
            if message.get("method") == "textDocument/publishDiagnostics" and message["params"].get("version") == version:
                return message["params"]["diagnostics"]


def cpu_seconds(pid: int) -> float:
    """The user and system time the process has used (Linux /proc; 0 elsewhere)."""
    try:
        fields = open(f"/proc/{pid}/stat").read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except OSError:
        return 0.0


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("checkout")
    parser.add_argument("file")
    parser.add_argument("--binary", default=str(ROOT / ".build/release/glassmigrate"))
    parser.add_argument("--changes", type=int, default=400)
    parser.add_argument("--pending", action="store_true", help="append a material-background site to the opened text")
    arguments = parser.parse_args()
    checkout = pathlib.Path(arguments.checkout).resolve()
    path = pathlib.Path(arguments.file).resolve()
    text = path.read_text()
    if arguments.pending:
        text += PENDING_SITE
    lines = text.split("\n")
    line = len(lines) // 2
    column = len(lines[line].encode("utf-16-le")) // 2

    server = Server(arguments.binary, str(checkout))
    server.request("initialize", {"processId": os.getpid(), "rootUri": checkout.as_uri(), "capabilities": {}})
    server.send({"method": "initialized", "params": {}})
    uri = path.as_uri()
    server.send({"method": "textDocument/didOpen", "params": {"textDocument": {
        "uri": uri, "languageId": "swift", "version": 1, "text": text}}})
    opened = server.diagnostics(1)

    times = []
    warm_up = 20
    cpu_start = 0.0
    for number in range(arguments.changes + warm_up):
        if number == warm_up:
            cpu_start = cpu_seconds(server.process.pid)
        version = number + 2
        # Odd changes type a space at the end of the line, even ones delete it again.
        if number % 2 == 0:
            change = {"range": {"start": {"line": line, "character": column}, "end": {"line": line, "character": column}}, "text": " "}
        else:
            change = {"range": {"start": {"line": line, "character": column}, "end": {"line": line, "character": column + 1}}, "text": ""}
        start = time.perf_counter()
        server.send({"method": "textDocument/didChange", "params": {
            "textDocument": {"uri": uri, "version": version}, "contentChanges": [change]}})
        server.diagnostics(version)
        if number >= warm_up:
            times.append((time.perf_counter() - start) * 1000)

    cpu = (cpu_seconds(server.process.pid) - cpu_start) * 1000 / len(times)
    server.request("shutdown", {})
    server.send({"method": "exit"})
    server.process.wait(timeout=30)
    times.sort()
    p95 = times[int(len(times) * 0.95) - 1]
    print(f"{path.name}: {len(lines)} lines, {len(opened)} diagnostics, {len(times)} changes")
    print(f"didChange -> publishDiagnostics: median {statistics.median(times):.2f} ms, "
          f"p95 {p95:.2f} ms, max {times[-1]:.2f} ms; the server's CPU time per change {cpu:.2f} ms")


main()
