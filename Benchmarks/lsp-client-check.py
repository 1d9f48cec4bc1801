#!/usr/bin/env python3
"""Drives `glassmigrate lsp` with a real LSP client (pygls), as an editor would (a dev script, not a test).

It makes a small iOS 17 package with a material background, opens the file, types a second site as an
incremental change, checks the diagnostics (typed by lsprotocol, so their shape is LSP's), takes the
"fix all" code action, applies its WorkspaceEdit (CreateFile + TextDocumentEdits) and compares the
tree with `glassmigrate --write` run on a copy of the same files.

Usage: pip install pygls lsprotocol; swift build; Benchmarks/lsp-client-check.py [path/to/glassmigrate]
"""
import asyncio
import filecmp
import pathlib
import shutil
import subprocess
import sys
import tempfile

from lsprotocol import types
from pygls.lsp.client import LanguageClient

ROOT = pathlib.Path(__file__).resolve().parent.parent
BINARY = pathlib.Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / ".build/debug/glassmigrate"

MANIFEST = """// swift-tools-version:6.0
import PackageDescription
let package = Package(name: "App", platforms: [.iOS(.v17), .macOS(.v14)], targets: [.target(name: "App")])
"""
# A `Group`, not a stack: two sites side by side in a stack would need a glass container, and the
# rewrite check would keep them materials.
CARD = """import SwiftUI

struct Card: View {
    var body: some View {
        Group {
            Text("New").padding(6).background(.thinMaterial, in: Capsule())
        }
    }
}
"""
TYPED = '            Text("Ünïcode 😀").background(.regularMaterial, in: RoundedRectangle(cornerRadius: 8))\n'


def utf16_offset(text: str, position: types.Position) -> int:
    """The index in `text` of an LSP position (UTF-16 characters)."""
    lines = text.splitlines(keepends=True)
    start = sum(len(line) for line in lines[: position.line])
    line = lines[position.line] if position.line < len(lines) else ""
    units, index = 0, 0
    while index < len(line) and units < position.character:
        units += 2 if ord(line[index]) > 0xFFFF else 1
        index += 1
    return start + index


def apply_edits(text: str, edits) -> str:
    for edit in sorted(edits, key=lambda e: (e.range.start.line, e.range.start.character), reverse=True):
        text = text[: utf16_offset(text, edit.range.start)] + edit.new_text + text[utf16_offset(text, edit.range.end):]
    return text


def apply_workspace_edit(edit: types.WorkspaceEdit, buffers: dict) -> None:
    for change in edit.document_changes or []:
        if isinstance(change, types.CreateFile):
            path = pathlib.Path(change.uri.removeprefix("file://"))
            assert not path.exists(), f"CreateFile of an existing {path}"
            path.write_text("")
        elif isinstance(change, types.TextDocumentEdit):
            path = pathlib.Path(change.text_document.uri.removeprefix("file://"))
            text = buffers.get(change.text_document.uri, path.read_text())
            path.write_text(apply_edits(text, change.edits))
        else:
            raise AssertionError(f"unexpected change {change}")


async def main() -> None:
    work = pathlib.Path(tempfile.mkdtemp())
    (work / "Sources/App").mkdir(parents=True)
    (work / "Package.swift").write_text(MANIFEST)
    card = work / "Sources/App/Card.swift"
    card.write_text(CARD)
    uri = card.as_uri()

    client = LanguageClient("lsp-client-check", "1")
    published: asyncio.Queue = asyncio.Queue()

    @client.feature(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    def on_diagnostics(params: types.PublishDiagnosticsParams) -> None:
        published.put_nowait(params)

    await client.start_io(str(BINARY), "lsp", "--docs-url", "https://example.com/glassmigrate/blob/main")
    result = await client.initialize_async(types.InitializeParams(
        root_uri=work.as_uri(),
        workspace_folders=[types.WorkspaceFolder(uri=work.as_uri(), name="App")],
        capabilities=types.ClientCapabilities(workspace=types.WorkspaceClientCapabilities(
            workspace_edit=types.WorkspaceEditClientCapabilities(
                document_changes=True, resource_operations=[types.ResourceOperationKind.Create])))))
    sync = result.capabilities.text_document_sync
    assert sync.change == types.TextDocumentSyncKind.Incremental, sync
    client.initialized(types.InitializedParams())

    client.text_document_did_open(types.DidOpenTextDocumentParams(
        text_document=types.TextDocumentItem(uri=uri, language_id="swift", version=1, text=CARD)))
    opened = await asyncio.wait_for(published.get(), 30)
    assert [d.code for d in opened.diagnostics] == ["material-background"], opened
    link = opened.diagnostics[0].code_description.href
    assert link == "https://example.com/glassmigrate/blob/main/Documentation/Rules.md#material-background", link
    print(f"didOpen: {opened.diagnostics[0].message}")

    # Type a second site after line 5 (0-based), as an incremental change.
    client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=2),
        content_changes=[types.TextDocumentContentChangePartial(
            range=types.Range(start=types.Position(line=6, character=0), end=types.Position(line=6, character=0)),
            text=TYPED)]))
    changed = await asyncio.wait_for(published.get(), 30)
    buffer = CARD.replace("        }\n    }\n}\n", TYPED + "        }\n    }\n}\n", 1)
    assert len(changed.diagnostics) == 2 and changed.version == 2, changed
    second = changed.diagnostics[1].range.start
    assert second.line == 6 and second.character == len(TYPED.split(".background")[0].encode("utf-16-le")) // 2, second
    print(f"didChange: {len(changed.diagnostics)} diagnostics, the second at {second.line}:{second.character}")

    actions = await client.text_document_code_action_async(types.CodeActionParams(
        text_document=types.TextDocumentIdentifier(uri=uri),
        range=types.Range(start=types.Position(line=6, character=0), end=types.Position(line=6, character=0)),
        context=types.CodeActionContext(diagnostics=changed.diagnostics)))
    titles = [action.title for action in actions]
    print("code actions:", titles)
    fix_all = next(a for a in actions if a.kind == "source.fixAll.glassmigrate")

    # The reference: --write over the same text on disk, in a copy.
    reference = pathlib.Path(tempfile.mkdtemp()) / "App"
    shutil.copytree(work, reference)
    (reference / "Sources/App/Card.swift").write_text(buffer)
    subprocess.run([str(BINARY), "--write", str(reference / "Sources/App/Card.swift")], check=True, cwd=reference)

    apply_workspace_edit(fix_all.edit, {uri: buffer})
    comparison = filecmp.dircmp(work, reference)
    assert not comparison.diff_files and not comparison.left_only and not comparison.right_only, comparison.report_full_closure()
    for sub in ["Sources/App"]:
        files = sorted(p.name for p in (work / sub).iterdir())
        match, mismatch, errors = filecmp.cmpfiles(work / sub, reference / sub, files, shallow=False)
        assert not mismatch and not errors, (mismatch, errors)
        print(f"fix all: {sub} equals --write ({', '.join(match)})")

    await client.shutdown_async(None)
    client.exit(None)
    await client.stop()
    shutil.rmtree(work)
    shutil.rmtree(reference.parent)
    print("OK")


asyncio.run(main())
