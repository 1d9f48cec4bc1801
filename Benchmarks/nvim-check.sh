#!/usr/bin/env bash
# A development check with a real editor, not a test: Neovim, headless, with the README's init.lua
# settings, opens a Swift file of a temporary package that has a material background, waits for
# glassmigrate's diagnostic and prints it, takes the "fix all" code action, writes every buffer,
# and compares the package (the generated helper included) with what `glassmigrate --write` makes
# on a copy. Needs `nvim` (0.7 or later: the settings are chosen by its version, as the README says).
#
# Usage: swift build --product glassmigrate
#        Benchmarks/nvim-check.sh [path/to/glassmigrate]
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
binary="$(realpath "${1:-$root/.build/debug/glassmigrate}")"
command -v nvim >/dev/null || { echo "nvim-check: nvim is not on PATH" >&2; exit 2; }
[ -x "$binary" ] || { echo "nvim-check: $binary is not built" >&2; exit 2; }
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

mkdir -p "$work/edited/Sources/App"
cat > "$work/edited/Package.swift" <<'SWIFT'
// swift-tools-version:6.0
import PackageDescription

let package = Package(name: "App", platforms: [.iOS(.v17), .macOS(.v14)], targets: [.target(name: "App")])
SWIFT
cat > "$work/edited/Sources/App/Card.swift" <<'SWIFT'
import SwiftUI

struct Card: View {
    var body: some View {
        VStack {
            Text("New").padding(6).background(.thinMaterial, in: Capsule())
        }
    }
}
SWIFT
cp -R "$work/edited" "$work/written"
(cd "$work/written" && "$binary" --write Sources/App/Card.swift)

# The README's settings for this Neovim, with the server's path for `glassmigrate`.
if nvim --headless -u NONE -c 'lua io.write(vim.lsp.config and "1" or "0")' -c 'qa!' 2>/dev/null | grep -q 1; then
  cat > "$work/init.lua" <<'LUA'
vim.lsp.config("glassmigrate", {
  cmd = { "glassmigrate", "lsp" },
  filetypes = { "swift" },
  root_markers = { ".glassmigrate.json", "Package.swift", ".git" },
})
vim.lsp.enable("glassmigrate")
LUA
  form="vim.lsp.config (0.11+)"
elif nvim --headless -u NONE -c 'lua io.write(vim.lsp.start and "1" or "0")' -c 'qa!' 2>/dev/null | grep -q 1; then
  cat > "$work/init.lua" <<'LUA'
vim.api.nvim_create_autocmd("FileType", {
  pattern = "swift",
  callback = function(args)
    local marker = vim.fs.find({ ".glassmigrate.json", "Package.swift", ".git" },
      { upward = true, path = vim.fs.dirname(vim.api.nvim_buf_get_name(args.buf)) })[1]
    vim.lsp.start({ name = "glassmigrate", cmd = { "glassmigrate", "lsp" },
      root_dir = marker and vim.fs.dirname(marker) or vim.fn.getcwd() })
  end,
})
LUA
  form="vim.lsp.start (0.8 to 0.10)"
else
  cat > "$work/init.lua" <<'LUA'
local client
vim.api.nvim_create_autocmd("FileType", {
  pattern = "swift",
  callback = function(args)
    client = client or vim.lsp.start_client({ name = "glassmigrate", cmd = { "glassmigrate", "lsp" },
      root_dir = vim.fn.getcwd() })
    vim.lsp.buf_attach_client(args.buf, client)
  end,
})
LUA
  form="vim.lsp.start_client (0.7)"
fi
sed -i "s|\"glassmigrate\", \"lsp\"|\"$binary\", \"lsp\"|" "$work/init.lua"

cat > "$work/check.lua" <<'LUA'
local function say(text) io.stdout:write(text .. "\n"); io.stdout:flush() end
local function fail(text) say("nvim-check: " .. text); vim.cmd("cquit 1") end
if not vim.wait(120000, function() return #vim.diagnostic.get(0) > 0 end, 20) then fail("no diagnostic in 120 s") end
local diagnostic = vim.diagnostic.get(0)[1]
say(string.format("diagnostic: %s:%d:%d %s [%s] %s", vim.fn.expand("%"), diagnostic.lnum + 1, diagnostic.col + 1,
  diagnostic.source or "", tostring(diagnostic.code), diagnostic.message))
-- The editor's own code-action request and chooser, with the chooser answered by "fix all".
local chosen
vim.ui.select = function(items, options, on_choice)
  for _, item in ipairs(items) do
    local action = item[2] or item.action or item
    if action.kind == "source.fixAll.glassmigrate" then chosen = action.title; return on_choice(item) end
  end
  on_choice(nil)
end
vim.api.nvim_win_set_cursor(0, { diagnostic.lnum + 1, diagnostic.col })
if vim.fn.has("nvim-0.8") == 1 then
  vim.lsp.buf.code_action({ context = { only = { "source.fixAll" }, diagnostics = {} } })
else
  vim.lsp.buf.code_action({ only = { "source.fixAll" }, diagnostics = {} })
end
if not vim.wait(120000, function() return chosen ~= nil and vim.bo.modified end, 20) then fail("no fix-all action was applied") end
say("code action: " .. chosen)
vim.cmd("silent wall")
local cleared = vim.wait(120000, function() return #vim.diagnostic.get(0) == 0 end, 20)
say("diagnostics after the fix: " .. (cleared and "none" or #vim.diagnostic.get(0)))
vim.cmd("qall!")
LUA

cd "$work/edited"
echo "nvim-check: $(nvim --version | head -1), settings: $form"
HOME="$work" XDG_CONFIG_HOME="$work/config" XDG_STATE_HOME="$work/state" XDG_DATA_HOME="$work/data" \
  nvim --headless -n -i NONE -u "$work/init.lua" Sources/App/Card.swift -c "luafile $work/check.lua"
if diff -ru "$work/written" "$work/edited"; then
  echo "nvim-check: the package is what --write makes: $(cd "$work/edited" && find Sources -name '*.swift' | sort | tr '\n' ' ')"
else
  echo "nvim-check: the editor's result differs from --write (above)"; exit 1
fi
