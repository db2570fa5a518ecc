/// The example scenes of `shared/examples`, embedded so the tests need no resources.
enum ExampleScenes {
    /// `animate-hide-linear.json`.
    static let animateHideLinear = #"""
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
"""#

    /// `cookbook-simple-stack.json`.
    static let cookbookSimpleStack = #"""
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
"""#

    /// `fill-equally-row.json`.
    static let fillEquallyRow = #"""
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
"""#

    /// `hidden-collapses-spacing.json`.
    static let hiddenCollapsesSpacing = #"""
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
"""#

    /// `seed-buttons-centered.json`.
    static let seedButtonsCentered = #"""
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
"""#

    /// Every example: file name and text.
    static let all: [(name: String, text: String)] = [
        ("animate-hide-linear.json", animateHideLinear),
        ("cookbook-simple-stack.json", cookbookSimpleStack),
        ("fill-equally-row.json", fillEquallyRow),
        ("hidden-collapses-spacing.json", hiddenCollapsesSpacing),
        ("seed-buttons-centered.json", seedButtonsCentered),
    ]
}
