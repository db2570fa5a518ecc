/// The example scenes `strata demo` renders: the same text as the files in
/// `Examples/` (a test checks they agree), built in so that the demo runs
/// from any directory.
public enum BuiltinScenes {
    /// Name (the file name without `.json`) and scene text, in name order.
    public static let all: [(name: String, text: String)] = [
        ("alignments", #"""
{
  "window": { "width": 375, "height": 420 },
  "views": [
    {
      "id": "gallery", "type": "stack", "axis": "vertical", "spacing": 12,
      "layoutMarginsRelativeArrangement": true, "layoutMargins": [12, 12, 12, 12],
      "arranged": [
        { "id": "top", "type": "stack", "alignment": "top", "spacing": 6, "backgroundColor": "#EEEEEE", "arranged": [
          { "id": "t1", "intrinsicSize": [60, 30], "backgroundColor": "#FF3B30" },
          { "id": "t2", "intrinsicSize": [60, 70], "backgroundColor": "#FF9500" },
          { "id": "t3", "intrinsicSize": [60, 50], "backgroundColor": "#FFCC00" } ] },
        { "id": "center", "type": "stack", "alignment": "center", "spacing": 6, "backgroundColor": "#EEEEEE", "arranged": [
          { "id": "m1", "intrinsicSize": [60, 30], "backgroundColor": "#34C759" },
          { "id": "m2", "intrinsicSize": [60, 70], "backgroundColor": "#30B0C7" },
          { "id": "m3", "intrinsicSize": [60, 50], "backgroundColor": "#007AFF" } ] },
        { "id": "bottom", "type": "stack", "alignment": "bottom", "spacing": 6, "backgroundColor": "#EEEEEE", "arranged": [
          { "id": "b1", "intrinsicSize": [60, 30], "backgroundColor": "#5856D6" },
          { "id": "b2", "intrinsicSize": [60, 70], "backgroundColor": "#AF52DE" },
          { "id": "b3", "intrinsicSize": [60, 50], "backgroundColor": "#FF2D55" } ] },
        { "id": "baseline", "type": "stack", "alignment": "firstBaseline", "spacing": 6, "backgroundColor": "#EEEEEE", "arranged": [
          { "id": "small", "type": "label", "text": "small", "fontSize": 12 },
          { "id": "large", "type": "label", "text": "Large", "fontSize": 34 },
          { "id": "medium", "type": "label", "text": "medium", "fontSize": 20 } ] }
      ]
    }
  ],
  "constraints": [
    "gallery.leading == root.leading",
    "gallery.top == root.top"
  ]
}
"""#),
        ("animate-hide-linear", #"""
{
  "window": {
    "width": 375,
    "height": 667
  },
  "views": [
    {
      "id": "row",
      "type": "stack",
      "spacing": 4,
      "arranged": [
        {
          "id": "a",
          "intrinsicSize": [
            40,
            40
          ],
          "hugging": [
            750,
            750
          ]
        },
        {
          "id": "b",
          "intrinsicSize": [
            40,
            40
          ],
          "hugging": [
            750,
            750
          ]
        },
        {
          "id": "c",
          "intrinsicSize": [
            40,
            40
          ],
          "hugging": [
            750,
            750
          ]
        }
      ]
    }
  ],
  "constraints": [
    "row.leading == root.leading",
    "row.top == root.top"
  ],
  "steps": [
    {
      "at": 0,
      "animate": {
        "duration": 0.4,
        "curve": "linear"
      },
      "set": {
        "id": "a",
        "hidden": true
      }
    }
  ]
}
"""#),
        ("animate-show-hide-axis", #"""
{
  "window": { "width": 320, "height": 200 },
  "views": [
    {
      "id": "row", "type": "stack", "spacing": 8, "alignment": "center", "backgroundColor": "#EEEEEE",
      "arranged": [
        { "id": "red", "intrinsicSize": [50, 50], "backgroundColor": "#FF3B30" },
        { "id": "green", "intrinsicSize": [50, 50], "backgroundColor": "#34C759" },
        { "id": "blue", "intrinsicSize": [50, 50], "backgroundColor": "#007AFF" }
      ]
    }
  ],
  "constraints": [
    "row.centerX == root.centerX",
    "row.centerY == root.centerY"
  ],
  "steps": [
    { "animate": { "duration": 0.3, "curve": "easeInOut" }, "set": { "id": "green", "hidden": true } },
    { "animate": { "duration": 0.5, "dampingRatio": 0.6 }, "set": { "id": "green", "hidden": false } },
    { "animate": { "duration": 0.4, "curve": "easeInOut" }, "set": { "id": "row", "axis": "vertical" } }
  ]
}
"""#),
        ("cookbook-dynamic-stack", #"""
{
  "window": { "width": 375, "height": 667 },
  "views": [
    {
      "id": "scroll", "type": "scroll", "backgroundColor": "#E5E5EA",
      "subviews": [
        {
          "id": "stack", "type": "stack", "axis": "vertical", "distribution": "equalSpacing", "spacing": 8,
          "arranged": [
            { "id": "entry1", "type": "stack", "alignment": "firstBaseline", "spacing": 8, "backgroundColor": "#F2F2F7", "arranged": [
              { "id": "date1", "type": "label", "text": "11/01/26", "fontSize": 20, "hugging": [750, 251] },
              { "id": "number1", "type": "label", "text": "82C9-B791-0ED9-EE66", "fontSize": 20 } ] },
            { "id": "entry2", "type": "stack", "alignment": "firstBaseline", "spacing": 8, "backgroundColor": "#FFFFFF", "arranged": [
              { "id": "date2", "type": "label", "text": "11/02/26", "fontSize": 20, "hugging": [750, 251] },
              { "id": "number2", "type": "label", "text": "7F83-1A8C-504E-39F6", "fontSize": 20 } ] },
            { "id": "entry3", "type": "stack", "alignment": "firstBaseline", "spacing": 8, "backgroundColor": "#F2F2F7", "arranged": [
              { "id": "date3", "type": "label", "text": "11/03/26", "fontSize": 20, "hugging": [750, 251] },
              { "id": "number3", "type": "label", "text": "BE5B-F029-7E3E-C2F2", "fontSize": 20 } ] },
            { "id": "entry4", "type": "stack", "alignment": "firstBaseline", "spacing": 8, "backgroundColor": "#FFFFFF", "arranged": [
              { "id": "date4", "type": "label", "text": "11/04/26", "fontSize": 20, "hugging": [750, 251] },
              { "id": "number4", "type": "label", "text": "3435-7FA8-06B6-6EF7", "fontSize": 20 } ] },
            { "id": "entry5", "type": "stack", "alignment": "firstBaseline", "spacing": 8, "backgroundColor": "#F2F2F7", "arranged": [
              { "id": "date5", "type": "label", "text": "11/05/26", "fontSize": 20, "hugging": [750, 251] },
              { "id": "number5", "type": "label", "text": "D0F9-8F18-5D39-C764", "fontSize": 20 } ] },
            { "id": "entry6", "type": "stack", "alignment": "firstBaseline", "spacing": 8, "backgroundColor": "#FFFFFF", "arranged": [
              { "id": "date6", "type": "label", "text": "11/06/26", "fontSize": 20, "hugging": [750, 251] },
              { "id": "number6", "type": "label", "text": "51B7-24D4-470C-E3C1", "fontSize": 20 } ] },
            { "id": "entry7", "type": "stack", "alignment": "firstBaseline", "spacing": 8, "backgroundColor": "#F2F2F7", "arranged": [
              { "id": "date7", "type": "label", "text": "11/07/26", "fontSize": 20, "hugging": [750, 251] },
              { "id": "number7", "type": "label", "text": "40DE-43B5-00E8-02B8", "fontSize": 20 } ] },
            { "id": "entry8", "type": "stack", "alignment": "firstBaseline", "spacing": 8, "backgroundColor": "#FFFFFF", "arranged": [
              { "id": "date8", "type": "label", "text": "11/08/26", "fontSize": 20, "hugging": [750, 251] },
              { "id": "number8", "type": "label", "text": "6B3D-6E53-54EB-553D", "fontSize": 20 } ] },
            { "id": "entry9", "type": "stack", "alignment": "firstBaseline", "spacing": 8, "backgroundColor": "#F2F2F7", "arranged": [
              { "id": "date9", "type": "label", "text": "11/09/26", "fontSize": 20, "hugging": [750, 251] },
              { "id": "number9", "type": "label", "text": "941F-A096-65D4-68D8", "fontSize": 20 } ] },
            { "id": "entry10", "type": "stack", "alignment": "firstBaseline", "spacing": 8, "backgroundColor": "#FFFFFF", "arranged": [
              { "id": "date10", "type": "label", "text": "11/10/26", "fontSize": 20, "hugging": [750, 251] },
              { "id": "number10", "type": "label", "text": "5D03-64CD-C435-98FA", "fontSize": 20 } ] },
            { "id": "entry11", "type": "stack", "alignment": "firstBaseline", "spacing": 8, "backgroundColor": "#F2F2F7", "arranged": [
              { "id": "date11", "type": "label", "text": "11/11/26", "fontSize": 20, "hugging": [750, 251] },
              { "id": "number11", "type": "label", "text": "0B0B-B8ED-D46E-54F8", "fontSize": 20 } ] },
            { "id": "entry12", "type": "stack", "alignment": "firstBaseline", "spacing": 8, "backgroundColor": "#FFFFFF", "arranged": [
              { "id": "date12", "type": "label", "text": "11/12/26", "fontSize": 20, "hugging": [750, 251] },
              { "id": "number12", "type": "label", "text": "4A99-8712-2159-A9E8", "fontSize": 20 } ] },
            { "id": "entry13", "type": "stack", "alignment": "firstBaseline", "spacing": 8, "backgroundColor": "#F2F2F7", "arranged": [
              { "id": "date13", "type": "label", "text": "11/13/26", "fontSize": 20, "hugging": [750, 251] },
              { "id": "number13", "type": "label", "text": "9A4B-01BB-AD00-21CD", "fontSize": 20 } ] },
            { "id": "entry14", "type": "stack", "alignment": "firstBaseline", "spacing": 8, "backgroundColor": "#FFFFFF", "arranged": [
              { "id": "date14", "type": "label", "text": "11/14/26", "fontSize": 20, "hugging": [750, 251] },
              { "id": "number14", "type": "label", "text": "9EB2-B5F0-9CB4-F624", "fontSize": 20 } ] },
            { "id": "entry15", "type": "stack", "alignment": "firstBaseline", "spacing": 8, "backgroundColor": "#F2F2F7", "arranged": [
              { "id": "date15", "type": "label", "text": "11/15/26", "fontSize": 20, "hugging": [750, 251] },
              { "id": "number15", "type": "label", "text": "A1AF-5E9A-F662-F1F0", "fontSize": 20 } ] },
            { "id": "entry16", "type": "stack", "alignment": "firstBaseline", "spacing": 8, "backgroundColor": "#FFFFFF", "arranged": [
              { "id": "date16", "type": "label", "text": "11/16/26", "fontSize": 20, "hugging": [750, 251] },
              { "id": "number16", "type": "label", "text": "5A2C-1D2F-832A-0BB5", "fontSize": 20 } ] },
            { "id": "entry17", "type": "stack", "alignment": "firstBaseline", "spacing": 8, "backgroundColor": "#F2F2F7", "arranged": [
              { "id": "date17", "type": "label", "text": "11/17/26", "fontSize": 20, "hugging": [750, 251] },
              { "id": "number17", "type": "label", "text": "B71D-CEFF-0940-D670", "fontSize": 20 } ] },
            { "id": "entry18", "type": "stack", "alignment": "firstBaseline", "spacing": 8, "backgroundColor": "#FFFFFF", "arranged": [
              { "id": "date18", "type": "label", "text": "11/18/26", "fontSize": 20, "hugging": [750, 251] },
              { "id": "number18", "type": "label", "text": "BB7C-C0B2-04A5-E7D8", "fontSize": 20 } ] },
            { "id": "entry19", "type": "stack", "alignment": "firstBaseline", "spacing": 8, "backgroundColor": "#F2F2F7", "arranged": [
              { "id": "date19", "type": "label", "text": "11/19/26", "fontSize": 20, "hugging": [750, 251] },
              { "id": "number19", "type": "label", "text": "17EC-5CA1-649E-3CF0", "fontSize": 20 } ] },
            { "id": "entry20", "type": "stack", "alignment": "firstBaseline", "spacing": 8, "backgroundColor": "#FFFFFF", "arranged": [
              { "id": "date20", "type": "label", "text": "11/20/26", "fontSize": 20, "hugging": [750, 251] },
              { "id": "number20", "type": "label", "text": "7DFF-ECA6-B052-B5A7", "fontSize": 20 } ] },
            { "id": "entry21", "type": "stack", "alignment": "firstBaseline", "spacing": 8, "backgroundColor": "#F2F2F7", "arranged": [
              { "id": "date21", "type": "label", "text": "11/21/26", "fontSize": 20, "hugging": [750, 251] },
              { "id": "number21", "type": "label", "text": "8075-ECFA-3752-BC0E", "fontSize": 20 } ] },
            { "id": "entry22", "type": "stack", "alignment": "firstBaseline", "spacing": 8, "backgroundColor": "#FFFFFF", "arranged": [
              { "id": "date22", "type": "label", "text": "11/22/26", "fontSize": 20, "hugging": [750, 251] },
              { "id": "number22", "type": "label", "text": "977B-12C1-DDAF-2EAF", "fontSize": 20 } ] },
            { "id": "addItem", "type": "label", "text": "Add Item", "fontSize": 20 }
          ]
        }
      ]
    }
  ],
  "constraints": [
    "scroll.leading == root.leadingMargin",
    "scroll.trailing == root.trailingMargin",
    "scroll.top == root.topMargin",
    "root.bottom == scroll.bottom + 20",
    "stack.leading == scroll.leading",
    "stack.trailing == scroll.trailing",
    "stack.top == scroll.top",
    "stack.bottom == scroll.bottom",
    "stack.width == scroll.width"
  ]
}
"""#),
        ("cookbook-nested-stacks", #"""
{
  "window": { "width": 375, "height": 667, "layoutMargins": [20, 16, 20, 16] },
  "views": [
    {
      "id": "form", "type": "stack", "axis": "vertical", "spacing": 8,
      "arranged": [
        {
          "id": "firstRow", "type": "stack", "alignment": "firstBaseline", "spacing": 8,
          "arranged": [
            { "id": "firstLabel", "type": "label", "text": "First" },
            { "id": "firstField", "intrinsicSize": [-1, 30], "baselines": [21, 9], "backgroundColor": "#DDDDDD" }
          ]
        },
        {
          "id": "middleRow", "type": "stack", "alignment": "firstBaseline", "spacing": 8,
          "arranged": [
            { "id": "middleLabel", "type": "label", "text": "Middle" },
            { "id": "middleField", "intrinsicSize": [-1, 30], "baselines": [21, 9], "backgroundColor": "#DDDDDD" }
          ]
        },
        {
          "id": "lastRow", "type": "stack", "alignment": "firstBaseline", "spacing": 8,
          "arranged": [
            { "id": "lastLabel", "type": "label", "text": "Last" },
            { "id": "lastField", "intrinsicSize": [-1, 30], "baselines": [21, 9], "backgroundColor": "#DDDDDD" }
          ]
        },
        {
          "id": "notes", "intrinsicSize": [-1, 120], "hugging": [250, 249], "backgroundColor": "#F2F2F7"
        },
        {
          "id": "buttons", "type": "stack", "distribution": "fillEqually", "spacing": 8,
          "arranged": [
            { "id": "cancel", "type": "label", "text": "Cancel", "backgroundColor": "#FF3B30" },
            { "id": "save", "type": "label", "text": "Save", "backgroundColor": "#007AFF" },
            { "id": "clear", "type": "label", "text": "Clear", "backgroundColor": "#8E8E93" }
          ]
        }
      ]
    }
  ],
  "constraints": [
    "form.leading == root.leadingMargin",
    "form.trailing == root.trailingMargin",
    "form.top == root.topMargin",
    "form.bottom == root.bottomMargin",
    "firstLabel.width == middleLabel.width",
    "middleLabel.width == lastLabel.width"
  ]
}
"""#),
        ("cookbook-simple-stack", #"""
{
  "window": {
    "width": 375,
    "height": 667,
    "layoutMargins": [
      24,
      20,
      24,
      20
    ]
  },
  "views": [
    {
      "id": "stack",
      "type": "stack",
      "axis": "vertical",
      "spacing": 8,
      "arranged": [
        {
          "id": "title",
          "type": "label",
          "text": "Flowers",
          "fontSize": 17
        },
        {
          "id": "image",
          "intrinsicSize": [
            320,
            240
          ],
          "hugging": [
            250,
            249
          ],
          "compressionResistance": [
            750,
            749
          ],
          "backgroundColor": "#88AA66"
        },
        {
          "id": "edit",
          "intrinsicSize": [
            60,
            34
          ],
          "backgroundColor": "#3366FF"
        }
      ]
    }
  ],
  "constraints": [
    "stack.leading == root.leadingMargin",
    "stack.trailing == root.trailingMargin",
    "stack.top == root.topMargin + 8",
    "root.bottomMargin == stack.bottom + 8"
  ]
}
"""#),
        ("distributions", #"""
{
  "window": { "width": 375, "height": 360 },
  "views": [
    {
      "id": "gallery", "type": "stack", "axis": "vertical", "spacing": 12,
      "layoutMarginsRelativeArrangement": true, "layoutMargins": [12, 12, 12, 12],
      "arranged": [
        { "id": "fill", "type": "stack", "distribution": "fill", "spacing": 6, "arranged": [
          { "id": "fill1", "intrinsicSize": [40, 44], "backgroundColor": "#FF3B30" },
          { "id": "fill2", "intrinsicSize": [80, 44], "hugging": [249, 250], "backgroundColor": "#FF9500" },
          { "id": "fill3", "intrinsicSize": [60, 44], "backgroundColor": "#FFCC00" } ] },
        { "id": "fillEqually", "type": "stack", "distribution": "fillEqually", "spacing": 6, "arranged": [
          { "id": "eq1", "intrinsicSize": [40, 44], "backgroundColor": "#34C759" },
          { "id": "eq2", "intrinsicSize": [80, 44], "backgroundColor": "#30B0C7" },
          { "id": "eq3", "intrinsicSize": [60, 44], "backgroundColor": "#007AFF" } ] },
        { "id": "fillProportionally", "type": "stack", "distribution": "fillProportionally", "spacing": 6, "arranged": [
          { "id": "prop1", "intrinsicSize": [40, 44], "backgroundColor": "#5856D6" },
          { "id": "prop2", "intrinsicSize": [80, 44], "backgroundColor": "#AF52DE" },
          { "id": "prop3", "intrinsicSize": [60, 44], "backgroundColor": "#FF2D55" } ] },
        { "id": "equalSpacing", "type": "stack", "distribution": "equalSpacing", "spacing": 6, "arranged": [
          { "id": "sp1", "intrinsicSize": [40, 44], "backgroundColor": "#A2845E" },
          { "id": "sp2", "intrinsicSize": [80, 44], "backgroundColor": "#8E8E93" },
          { "id": "sp3", "intrinsicSize": [60, 44], "backgroundColor": "#636366" } ] },
        { "id": "equalCentering", "type": "stack", "distribution": "equalCentering", "spacing": 6, "arranged": [
          { "id": "c1", "intrinsicSize": [40, 44], "backgroundColor": "#1C1C1E" },
          { "id": "c2", "intrinsicSize": [80, 44], "backgroundColor": "#3A3A3C" },
          { "id": "c3", "intrinsicSize": [60, 44], "backgroundColor": "#48484A" } ] }
      ]
    }
  ],
  "constraints": [
    "gallery.leading == root.leading",
    "gallery.trailing == root.trailing",
    "gallery.top == root.top"
  ]
}
"""#),
        ("fill-equally-row", #"""
{
  "window": {
    "width": 375,
    "height": 667
  },
  "views": [
    {
      "id": "row",
      "type": "stack",
      "distribution": "fillEqually",
      "spacing": 12,
      "arranged": [
        {
          "id": "a",
          "intrinsicSize": [
            10,
            44
          ]
        },
        {
          "id": "b",
          "intrinsicSize": [
            90,
            44
          ]
        },
        {
          "id": "c",
          "intrinsicSize": [
            40,
            44
          ]
        },
        {
          "id": "d"
        }
      ]
    }
  ],
  "constraints": [
    "row.leading == root.leading + 16",
    "row.trailing == root.trailing - 16",
    "row.top == root.top + 100"
  ]
}
"""#),
        ("hidden-collapses-spacing", #"""
{
  "window": {
    "width": 375,
    "height": 667
  },
  "views": [
    {
      "id": "col",
      "type": "stack",
      "axis": "vertical",
      "spacing": 6,
      "arranged": [
        {
          "id": "one",
          "intrinsicSize": [
            100,
            20
          ]
        },
        {
          "id": "two",
          "intrinsicSize": [
            100,
            20
          ],
          "hidden": true
        },
        {
          "id": "three",
          "intrinsicSize": [
            100,
            20
          ]
        }
      ]
    }
  ],
  "constraints": [
    "col.leading == root.leading",
    "col.top == root.top"
  ]
}
"""#),
        ("multiline-labels", #"""
{
  "window": { "width": 320, "height": 176, "layoutMargins": [16, 16, 16, 16] },
  "views": [
    {
      "id": "card", "type": "stack", "axis": "vertical", "spacing": 8,
      "layoutMarginsRelativeArrangement": true, "layoutMargins": [12, 12, 12, 12], "backgroundColor": "#F2F2F7",
      "arranged": [
        { "id": "title", "type": "label", "text": "Multi-line labels", "fontSize": 20 },
        { "id": "body", "type": "label", "numberOfLines": 0, "fontSize": 13,
          "text": "A label with numberOfLines 0 wraps at the width the stack gives it, and the stack grows to the wrapped height." },
        { "id": "footer", "type": "label", "fontSize": 13,
          "text": "One line is cut at the tail when it does not fit the width" }
      ]
    }
  ],
  "constraints": [
    "card.leading == root.leadingMargin",
    "card.trailing == root.trailingMargin",
    "card.top == root.topMargin"
  ]
}
"""#),
        ("right-to-left", #"""
{
  "window": { "width": 375, "height": 120, "layoutDirection": "rightToLeft" },
  "views": [
    {
      "id": "row", "type": "stack", "spacing": 8, "alignment": "center",
      "arranged": [
        { "id": "first", "type": "label", "text": "1 first", "backgroundColor": "#FFCC00" },
        { "id": "second", "type": "label", "text": "2 second", "backgroundColor": "#34C759" },
        { "id": "third", "type": "label", "text": "3 third", "backgroundColor": "#30B0C7" }
      ]
    }
  ],
  "constraints": [
    "row.leading == root.leadingMargin",
    "row.centerY == root.centerY"
  ]
}
"""#),
        ("seed-buttons-centered", #"""
{
  "window": {
    "width": 375,
    "height": 667
  },
  "views": [
    {
      "id": "stack",
      "type": "stack",
      "axis": "horizontal",
      "alignment": "center",
      "distribution": "fill",
      "backgroundColor": "#FFFF00",
      "arranged": [
        {
          "id": "red",
          "intrinsicSize": [
            80,
            30
          ],
          "backgroundColor": "#FF0000"
        },
        {
          "id": "green",
          "intrinsicSize": [
            80,
            30
          ],
          "backgroundColor": "#00FF00"
        },
        {
          "id": "blue",
          "intrinsicSize": [
            80,
            30
          ],
          "backgroundColor": "#0000FF"
        }
      ]
    }
  ],
  "constraints": [
    "stack.centerX == root.centerX",
    "stack.centerY == root.centerY"
  ]
}
"""#),
        ("seed-buttons-vertical", #"""
{
  "window": { "width": 375, "height": 667 },
  "views": [
    {
      "id": "buttons", "type": "stack", "axis": "vertical", "distribution": "fillEqually",
      "spacing": 10, "backgroundColor": "#EEEEEE",
      "arranged": [
        { "id": "top", "type": "label", "text": "Top", "backgroundColor": "#FF9500" },
        { "id": "middle", "type": "label", "text": "Middle", "backgroundColor": "#34C759" },
        { "id": "bottom", "type": "label", "text": "Bottom", "backgroundColor": "#007AFF" }
      ]
    }
  ],
  "constraints": [
    "buttons.centerX == root.centerX",
    "buttons.centerY == root.centerY",
    "buttons.width == 200",
    "buttons.height == 180"
  ]
}
"""#),
    ]
}
