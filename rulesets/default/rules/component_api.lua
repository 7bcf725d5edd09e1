-- An instance whose component says which iOS API it stands for is that API (seed 004: read the description, do
-- not infer the API). A kit that maps its components writes the API into the description ("Toggle(isOn:)",
-- "UISegmentedControl", ".toolbar { … }", "TabView with Tab(…)", "a row in List; the trailing chevron means
-- NavigationLink, not Button"); the first API the description names decides, so "not Button" says nothing. Prose
-- that only uses a word ("List items can contain…") does not: a SwiftUI view counts where it is written as code, a
-- call or a block ("Toggle(", "List {") or in backticks. (A component's name is left to the other rules, which read
-- it as evidence beside the drawing: a "TextField" there also gets its keyboard from its placeholder.)

-- What each API is, as Lua patterns over the description, in no particular order: the earliest match wins.
local apis = {
  { "%f[%w]UISwitch%f[^%w]", { class = "UISwitch", role = "switch" } },
  { "%f[%w]Toggle%s*[%({]", { class = "UISwitch", role = "switch" } },
  { "%f[%w]UISegmentedControl%f[^%w]", { class = "UISegmentedControl", role = "segmentedControl" } },
  { "%f[%w]Picker%s*%b().-%.segmented", { class = "UISegmentedControl", role = "segmentedControl" } },
  { "%.pickerStyle%(%.segmented%)", { class = "UISegmentedControl", role = "segmentedControl" } },
  { "%f[%w]UISlider%f[^%w]", { class = "UISlider", role = "slider" } },
  { "%f[%w]Slider%s*%(", { class = "UISlider", role = "slider" } },
  { "%f[%w]UIProgressView%f[^%w]", { class = "UIProgressView", role = "progress" } },
  { "%f[%w]ProgressView%s*%(", { class = "UIProgressView", role = "progress" } },
  { "%f[%w]UIActivityIndicatorView%f[^%w]", { class = "UIActivityIndicatorView", role = "activityIndicator" } },
  { "%f[%w]UIPageControl%f[^%w]", { class = "UIPageControl", role = "pageControl" } },
  { "%f[%w]UITextField%f[^%w]", { class = "UITextField", role = "textField" } },
  { "%f[%w]TextField%s*%(", { class = "UITextField", role = "textField" } },
  { "%f[%w]SecureField%f[^%w]", { class = "UITextField", role = "textField", control = { secure = true } } },
  { "%f[%w]UISearchBar%f[^%w]", { class = "UITextField", role = "textField",
    control = { keyboard = "webSearch", return_key = "search" } } },
  { "%.searchable%f[^%w]", { class = "UITextField", role = "textField",
    control = { keyboard = "webSearch", return_key = "search" } } },
  { "%f[%w]UITextView%f[^%w]", { class = "UITextView", role = "textView" } },
  { "%f[%w]TextEditor%f[^%w]", { class = "UITextView", role = "textView" } },
  { "%f[%w]UIButton%f[^%w]", { class = "UIButton", role = "button" } },
  { "%f[%w]Button%s*[%({]", { class = "UIButton", role = "button" } },
  { "`Button`", { class = "UIButton", role = "button" } },
  { "%f[%w]NavigationLink%f[^%w]", { class = "UIControl", role = "tappable" } },
  { "%f[%w]UINavigationBar%f[^%w]", { role = "navigationBar" } },
  { "%.toolbar%f[^%w]", { role = "navigationBar" } },
  { "%f[%w]UITabBar%f[^%w]", { role = "tabBar" } },
  { "%f[%w]TabView%f[^%w]", { role = "tabBar" } },
  { "%f[%w]UICollectionView%f[^%w]", { class = "UICollectionView", role = "list" } },
  { "%f[%w]UITableView%f[^%w]", { class = "UICollectionView", role = "list" } },
  { "%f[%w]List%s*[%({]", { class = "UICollectionView", role = "list" } },
  { "`List`", { class = "UICollectionView", role = "list" } },
}

-- The API the text names first, or nil.
local function api_in(text)
  if text == nil or text == "" then return nil end
  local first, found = nil, nil
  for _, entry in ipairs(apis) do
    local at = text:find(entry[1])
    if at ~= nil and (first == nil or at < first) then first, found = at, entry[2] end
  end
  return found
end

return {
  summary = "an instance whose component's description names an iOS API (UISwitch, Toggle(, TabView, .toolbar, NavigationLink, …) is that API",
  view = function(node, ctx)
    local component = node.component
    if node.parent == nil or component == nil then return nil end
    return api_in(component.description)
  end,
}
