let bom = "BOM"
let t = 1