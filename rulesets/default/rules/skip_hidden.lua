return {
  summary = "layers hidden in the design are not built",
  skip = function(node)
    if not node.visible then return "hidden in the design" end
  end,
}
