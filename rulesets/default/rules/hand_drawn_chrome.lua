-- Seed 004 ("pile 2"): system chrome drawn from plain frames is reported with the UIKit
-- component that should replace it, instead of being rebuilt silently.
local components = {
  navigationbar = "UINavigationController / navigationItem", navbar = "UINavigationController / navigationItem",
  ["导航栏"] = "UINavigationController / navigationItem",
  tabbar = "UITabBarController", ["标签栏"] = "UITabBarController",
  searchbar = "UISearchController", ["搜索栏"] = "UISearchController",
  segmentedcontrol = "UISegmentedControl", segmented = "UISegmentedControl",
  alert = "UIAlertController", actionsheet = "UIAlertController (.actionSheet)",
  sheet = "sheet presentation (UISheetPresentationController)", bottomsheet = "sheet presentation (UISheetPresentationController)",
}

return {
  summary = "navigation bars, tab bars, search bars, segmented controls, alerts and sheets drawn by hand are reported",
  view = function(node, ctx)
    if node.parent == nil then return nil end
    local component = components[snap.text.normalize(node.name)]
    if component == nil and node.component then
      component = components[snap.text.normalize(node.component.set_name or node.component.name or "")]
    end
    if component and node.type ~= "TEXT" then
      ctx.report("warning", "hand-drawn system chrome '" .. node.name .. "': use " .. component .. " instead of rebuilding it")
    end
  end,
}
