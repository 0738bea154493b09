// Generated from Examples/*.json by `scripts/embed-examples`; `scripts/embed-examples --check` and a test check
// that it matches the files.
// swift-format-ignore-file

/// The requests under `Examples/`, built into the binary so the playground offers exactly them.
enum ExampleRequests {
    /// Each file's name without `.json` and its text without the final newline, in file-name order.
    static let all: [(name: String, json: String)] = [
        (
            "carousel-fling",
            ##"""
{
  "collectionView": {
    "size": {
      "width": 375,
      "height": 200
    },
    "contentOffset": {
      "x": 200,
      "y": 0
    }
  },
  "layout": {
    "type": "flow",
    "scrollDirection": "horizontal",
    "itemSize": {
      "width": 200,
      "height": 150
    },
    "minimumLineSpacing": 0,
    "sectionInset": {
      "top": 25,
      "left": 87.5,
      "bottom": 25,
      "right": 87.5
    },
    "snapping": {
      "preset": "UPCarouselFlowLayout"
    }
  },
  "sections": [
    {
      "itemCount": 5
    }
  ],
  "fling": {
    "velocity": {
      "x": 5,
      "y": 0
    }
  }
}
"""##
        ),
        (
            "carousel-snap-points",
            ##"""
{
  "collectionView": {
    "size": {
      "width": 375,
      "height": 200
    },
    "contentOffset": {
      "x": 200,
      "y": 0
    }
  },
  "layout": {
    "type": "flow",
    "scrollDirection": "horizontal",
    "itemSize": {
      "width": 200,
      "height": 150
    },
    "minimumLineSpacing": 0,
    "sectionInset": {
      "top": 25,
      "left": 87.5,
      "bottom": 25,
      "right": 87.5
    },
    "snapping": {
      "preset": "UPCarouselFlowLayout"
    }
  },
  "sections": [
    {
      "itemCount": 5
    }
  ],
  "elements": {
    "scrollRange": {
      "from": 0,
      "to": 400
    }
  }
}
"""##
        ),
        (
            "chat-append-fade",
            ##"""
{
  "collectionView": {
    "size": {
      "width": 375,
      "height": 250
    }
  },
  "layout": {
    "type": "flow",
    "minimumLineSpacing": 10,
    "verticalLayoutDirection": "bottomToTop"
  },
  "sections": [
    {
      "items": [
        {
          "id": "A",
          "width": 375,
          "height": 100
        },
        {
          "id": "B",
          "width": 375,
          "height": 100
        },
        {
          "id": "C",
          "width": 375,
          "height": 100
        },
        {
          "id": "D",
          "width": 375,
          "height": 100
        },
        {
          "id": "E",
          "width": 375,
          "height": 100
        }
      ]
    }
  ],
  "anchor": {
    "position": "bottom"
  },
  "previous": {
    "sections": [
      {
        "items": [
          {
            "id": "A",
            "width": 375,
            "height": 100
          },
          {
            "id": "B",
            "width": 375,
            "height": 100
          },
          {
            "id": "C",
            "width": 375,
            "height": 100
          },
          {
            "id": "D",
            "width": 375,
            "height": 100
          }
        ]
      }
    ],
    "contentOffset": {
      "x": 0,
      "y": 180
    }
  },
  "updateAnimation": "fade"
}
"""##
        ),
        (
            "chat-append-magazine",
            ##"""
{
  "collectionView": {
    "size": {
      "width": 375,
      "height": 250
    }
  },
  "layout": {
    "type": "flow",
    "minimumLineSpacing": 10,
    "verticalLayoutDirection": "bottomToTop"
  },
  "sections": [
    {
      "items": [
        {
          "id": "A",
          "width": 375,
          "height": 100
        },
        {
          "id": "B",
          "width": 375,
          "height": 100
        },
        {
          "id": "C",
          "width": 375,
          "height": 100
        },
        {
          "id": "D",
          "width": 375,
          "height": 100
        },
        {
          "id": "E",
          "width": 375,
          "height": 100
        }
      ]
    }
  ],
  "anchor": {
    "position": "bottom"
  },
  "previous": {
    "sections": [
      {
        "items": [
          {
            "id": "A",
            "width": 375,
            "height": 100
          },
          {
            "id": "B",
            "width": 375,
            "height": 100
          },
          {
            "id": "C",
            "width": 375,
            "height": 100
          },
          {
            "id": "D",
            "width": 375,
            "height": 100
          }
        ]
      }
    ],
    "contentOffset": {
      "x": 0,
      "y": 180
    }
  },
  "updateAnimation": "magazine"
}
"""##
        ),
        (
            "chat-bottom-to-top",
            ##"""
{
  "collectionView": {
    "size": {
      "width": 393,
      "height": 852
    },
    "contentInset": {
      "top": 103,
      "bottom": 90
    },
    "contentOffset": {
      "x": 0,
      "y": 100
    },
    "scale": 3
  },
  "layout": {
    "type": "flow",
    "verticalLayoutDirection": "bottomToTop",
    "shortContentAlignment": "bottom",
    "minimumLineSpacing": 8,
    "sectionInset": {
      "top": 8,
      "bottom": 8
    },
    "estimatedItemSize": {
      "width": 393,
      "height": 60
    }
  },
  "sections": [
    {
      "items": [
        {
          "width": 393,
          "height": 64,
          "id": "msg-1"
        },
        {
          "width": 393,
          "height": 44,
          "id": "msg-2"
        },
        {
          "width": 393,
          "height": 84,
          "id": "msg-3"
        },
        {
          "width": 393,
          "height": 44,
          "id": "msg-4"
        },
        {
          "width": 393,
          "height": 104,
          "id": "msg-5"
        },
        {
          "width": 393,
          "height": 64,
          "id": "msg-6"
        },
        {
          "width": 393,
          "height": 44,
          "id": "msg-7"
        },
        {
          "width": 393,
          "height": 64,
          "id": "msg-8"
        },
        {
          "width": 393,
          "height": 84,
          "id": "msg-9"
        },
        {
          "width": 393,
          "height": 44,
          "id": "msg-10"
        },
        {
          "width": 393,
          "height": 64,
          "id": "msg-11"
        },
        {
          "width": 393,
          "height": 44,
          "id": "msg-12"
        },
        {
          "estimated": true,
          "id": "msg-13"
        },
        {
          "estimated": true,
          "id": "msg-14"
        }
      ]
    }
  ],
  "anchor": "report"
}
"""##
        ),
        (
            "compositional-count-badges",
            ##"""
{
  "collectionView": {
    "size": {
      "width": 375,
      "height": 812
    },
    "scale": 3
  },
  "layout": {
    "type": "compositional",
    "section": {
      "contentInsets": {
        "top": 10,
        "leading": 10,
        "bottom": 10,
        "trailing": 10
      },
      "interGroupSpacing": 10,
      "group": {
        "group": "horizontal",
        "layoutSize": {
          "widthDimension": {
            "fractionalWidth": 1
          },
          "heightDimension": {
            "fractionalWidth": 0.3333333333333333
          }
        },
        "interItemSpacing": {
          "fixed": 10
        },
        "count": 3,
        "subitem": {
          "layoutSize": {
            "widthDimension": {
              "fractionalWidth": 1
            },
            "heightDimension": {
              "fractionalHeight": 1
            }
          },
          "supplementaryItems": [
            {
              "elementKind": "badge",
              "layoutSize": {
                "widthDimension": {
                  "absolute": 20
                },
                "heightDimension": {
                  "absolute": 20
                }
              },
              "containerAnchor": {
                "edges": [
                  "top",
                  "trailing"
                ],
                "fractionalOffset": {
                  "x": 0.3,
                  "y": -0.3
                }
              }
            }
          ]
        }
      }
    }
  },
  "sections": [
    {
      "itemCount": 5
    }
  ],
  "elements": "all"
}
"""##
        ),
        (
            "compositional-example-a",
            ##"""
{
  "collectionView": {
    "size": {
      "width": 375,
      "height": 812
    },
    "scale": 3
  },
  "layout": {
    "type": "compositional",
    "section": {
      "interGroupSpacing": 16,
      "group": {
        "group": "horizontal",
        "layoutSize": {
          "widthDimension": {
            "fractionalWidth": 1
          },
          "heightDimension": {
            "absolute": 80
          }
        },
        "contentInsets": {
          "trailing": 20
        },
        "interItemSpacing": {
          "fixed": 16
        },
        "count": 4,
        "subitem": {
          "layoutSize": {
            "widthDimension": {
              "fractionalWidth": 1
            },
            "heightDimension": {
              "fractionalWidth": 0.25
            }
          }
        }
      }
    }
  },
  "sections": [
    {
      "itemCount": 8
    }
  ],
  "elements": "all"
}
"""##
        ),
        (
            "compositional-example-b",
            ##"""
{
  "collectionView": {
    "size": {
      "width": 375,
      "height": 812
    },
    "scale": 3
  },
  "layout": {
    "type": "compositional",
    "section": {
      "orthogonalScrollingBehavior": "continuous",
      "interGroupSpacing": 8,
      "contentInsets": {
        "top": 16,
        "leading": 16,
        "bottom": 16,
        "trailing": 16
      },
      "decorationItems": [
        {
          "elementKind": "background"
        }
      ],
      "group": {
        "group": "horizontal",
        "layoutSize": {
          "widthDimension": {
            "fractionalWidth": 1
          },
          "heightDimension": {
            "absolute": 40
          }
        },
        "interItemSpacing": {
          "fixed": 8
        },
        "count": 4,
        "subitem": {
          "layoutSize": {
            "widthDimension": {
              "fractionalWidth": 1
            },
            "heightDimension": {
              "fractionalHeight": 1
            }
          }
        }
      }
    }
  },
  "sections": [
    {
      "itemCount": 5
    },
    {
      "itemCount": 1
    }
  ],
  "elements": "all"
}
"""##
        ),
        (
            "compositional-example-c",
            ##"""
{
  "collectionView": {
    "size": {
      "width": 375,
      "height": 812
    }
  },
  "layout": {
    "type": "compositional",
    "section": {
      "group": {
        "group": "horizontal",
        "layoutSize": {
          "widthDimension": {
            "absolute": 375
          },
          "heightDimension": {
            "absolute": 100
          }
        },
        "interItemSpacing": {
          "flexible": 10
        },
        "subitems": [
          {
            "layoutSize": {
              "widthDimension": {
                "absolute": 100
              },
              "heightDimension": {
                "absolute": 100
              }
            },
            "edgeSpacing": {
              "leading": {
                "flexible": 0
              }
            }
          }
        ]
      }
    }
  },
  "sections": [
    {
      "itemCount": 3
    }
  ],
  "elements": "all"
}
"""##
        ),
        (
            "compositional-example-d",
            ##"""
{
  "collectionView": {
    "size": {
      "width": 375,
      "height": 812
    },
    "scale": 2
  },
  "layout": {
    "type": "compositional",
    "section": {
      "group": {
        "group": "horizontal",
        "layoutSize": {
          "widthDimension": {
            "absolute": 375
          },
          "heightDimension": {
            "absolute": 50
          }
        },
        "interItemSpacing": {
          "fixed": 10
        },
        "subitems": [
          {
            "layoutSize": {
              "widthDimension": {
                "fractionalWidth": 0.25
              },
              "heightDimension": {
                "absolute": 50
              }
            }
          }
        ]
      }
    }
  },
  "sections": [
    {
      "itemCount": 4
    }
  ],
  "elements": "all"
}
"""##
        ),
        (
            "compositional-group-paging-fling",
            ##"""
{
  "collectionView": {
    "size": {
      "width": 375,
      "height": 812
    }
  },
  "layout": {
    "type": "compositional",
    "section": {
      "group": {
        "group": "horizontal",
        "layoutSize": {
          "widthDimension": {
            "fractionalWidth": 0.8
          },
          "heightDimension": {
            "absolute": 200
          }
        },
        "subitems": [
          {
            "layoutSize": {
              "widthDimension": {
                "fractionalWidth": 1
              },
              "heightDimension": {
                "fractionalHeight": 1
              }
            }
          }
        ]
      },
      "interGroupSpacing": 10,
      "contentInsets": {
        "leading": 16,
        "trailing": 16
      },
      "orthogonalScrollingBehavior": "groupPaging"
    }
  },
  "sections": [
    {
      "itemCount": 10,
      "orthogonalContentOffset": {
        "x": 400,
        "y": 0
      }
    }
  ],
  "fling": {
    "velocity": {
      "x": 1.2,
      "y": 0
    },
    "section": 0
  }
}
"""##
        ),
        (
            "compositional-nested-groups",
            ##"""
{
  "collectionView": {
    "size": {
      "width": 375,
      "height": 812
    },
    "scale": 3
  },
  "layout": {
    "type": "compositional",
    "section": {
      "contentInsets": {
        "leading": 8,
        "trailing": 8
      },
      "interGroupSpacing": 8,
      "boundarySupplementaryItems": [
        {
          "elementKind": "header",
          "alignment": "top",
          "layoutSize": {
            "widthDimension": {
              "fractionalWidth": 1
            },
            "heightDimension": {
              "absolute": 44
            }
          }
        }
      ],
      "group": {
        "group": "horizontal",
        "layoutSize": {
          "widthDimension": {
            "fractionalWidth": 1
          },
          "heightDimension": {
            "absolute": 200
          }
        },
        "interItemSpacing": {
          "fixed": 8
        },
        "subitems": [
          {
            "layoutSize": {
              "widthDimension": {
                "fractionalWidth": 0.5
              },
              "heightDimension": {
                "fractionalHeight": 1
              }
            }
          },
          {
            "group": "vertical",
            "layoutSize": {
              "widthDimension": {
                "fractionalWidth": 0.5
              },
              "heightDimension": {
                "fractionalHeight": 1
              }
            },
            "interItemSpacing": {
              "fixed": 8
            },
            "subitems": [
              {
                "layoutSize": {
                  "widthDimension": {
                    "fractionalWidth": 1
                  },
                  "heightDimension": {
                    "fractionalHeight": 0.5
                  }
                }
              }
            ]
          }
        ]
      }
    }
  },
  "sections": [
    {
      "itemCount": 7
    }
  ],
  "elements": "all"
}
"""##
        ),
        (
            "compositional-orthogonal-carousel",
            ##"""
{
  "collectionView": {
    "size": {
      "width": 375,
      "height": 812
    },
    "scale": 3
  },
  "layout": {
    "type": "compositional",
    "interSectionSpacing": 20,
    "section": {
      "orthogonalScrollingBehavior": "groupPaging",
      "contentInsets": {
        "top": 16,
        "leading": 16,
        "bottom": 16,
        "trailing": 16
      },
      "interGroupSpacing": 8,
      "decorationItems": [
        {
          "elementKind": "background"
        }
      ],
      "boundarySupplementaryItems": [
        {
          "elementKind": "header",
          "alignment": "topLeading",
          "layoutSize": {
            "widthDimension": {
              "fractionalWidth": 1
            },
            "heightDimension": {
              "absolute": 30
            }
          }
        }
      ],
      "group": {
        "group": "horizontal",
        "layoutSize": {
          "widthDimension": {
            "fractionalWidth": 0.8
          },
          "heightDimension": {
            "absolute": 120
          }
        },
        "subitems": [
          {
            "layoutSize": {
              "widthDimension": {
                "fractionalWidth": 1
              },
              "heightDimension": {
                "fractionalHeight": 1
              }
            }
          }
        ]
      }
    }
  },
  "sections": [
    {
      "itemCount": 6,
      "orthogonalContentOffset": {
        "x": 300,
        "y": 0
      }
    },
    {
      "itemCount": 3
    }
  ],
  "elements": "visible"
}
"""##
        ),
        (
            "compositional-pinned-empty-section",
            ##"""
{
  "collectionView": {
    "size": {
      "width": 375,
      "height": 400
    },
    "contentOffset": {
      "x": 0,
      "y": 150
    }
  },
  "layout": {
    "type": "compositional",
    "interSectionSpacing": 10,
    "pinning": {
      "zIndex": 100
    },
    "section": {
      "contentInsets": {
        "top": 8,
        "bottom": 8
      },
      "boundarySupplementaryItems": [
        {
          "elementKind": "header",
          "alignment": "top",
          "layoutSize": {
            "widthDimension": {
              "fractionalWidth": 1
            },
            "heightDimension": {
              "absolute": 40
            }
          },
          "pinToVisibleBounds": true
        },
        {
          "elementKind": "footer",
          "alignment": "bottom",
          "layoutSize": {
            "widthDimension": {
              "fractionalWidth": 1
            },
            "heightDimension": {
              "absolute": 30
            }
          },
          "pinToVisibleBounds": true
        }
      ],
      "group": {
        "group": "horizontal",
        "layoutSize": {
          "widthDimension": {
            "fractionalWidth": 1
          },
          "heightDimension": {
            "absolute": 60
          }
        },
        "subitems": [
          {
            "layoutSize": {
              "widthDimension": {
                "fractionalWidth": 1
              },
              "heightDimension": {
                "fractionalHeight": 1
              }
            }
          }
        ]
      }
    }
  },
  "sections": [
    {
      "itemCount": 6
    },
    {
      "itemCount": 0
    },
    {
      "itemCount": 2
    }
  ],
  "elements": "visible"
}
"""##
        ),
        (
            "feed-estimated",
            ##"""
{
  "collectionView": {
    "size": {
      "width": 393,
      "height": 852
    },
    "contentInset": {
      "top": 103,
      "bottom": 34
    },
    "scale": 3,
    "contentOffset": {
      "x": 0,
      "y": 400
    }
  },
  "layout": {
    "type": "magazine",
    "verticalSpacing": 12
  },
  "sections": [
    {
      "items": [
        {
          "widthMode": "fullWidth",
          "heightMode": "dynamic",
          "height": 220,
          "id": "post-1"
        },
        {
          "widthMode": "fullWidth",
          "heightMode": "dynamic",
          "height": 96,
          "id": "post-2"
        },
        {
          "widthMode": "fullWidth",
          "heightMode": "dynamic",
          "height": 310,
          "id": "post-3"
        },
        {
          "widthMode": "fullWidth",
          "heightMode": "dynamic",
          "height": 128,
          "id": "post-4"
        },
        {
          "widthMode": "fullWidth",
          "heightMode": "dynamic",
          "id": "post-5"
        },
        {
          "widthMode": "fullWidth",
          "heightMode": "dynamic",
          "id": "post-6"
        },
        {
          "widthMode": "fullWidth",
          "heightMode": "dynamic",
          "id": "post-7"
        },
        {
          "widthMode": "fullWidth",
          "heightMode": "dynamic",
          "id": "post-8"
        },
        {
          "widthMode": "fullWidth",
          "heightMode": "dynamic",
          "id": "post-9"
        },
        {
          "widthMode": "fullWidth",
          "heightMode": "dynamic",
          "id": "post-10"
        }
      ]
    }
  ],
  "anchor": "report"
}
"""##
        ),
        (
            "feed-measured",
            ##"""
{
  "collectionView": {
    "size": {
      "width": 393,
      "height": 852
    },
    "contentInset": {
      "top": 103,
      "bottom": 34
    },
    "scale": 3
  },
  "layout": {
    "type": "magazine",
    "verticalSpacing": 12
  },
  "sections": [
    {
      "items": [
        {
          "widthMode": "fullWidth",
          "heightMode": "dynamic",
          "height": 220,
          "id": "post-1"
        },
        {
          "widthMode": "fullWidth",
          "heightMode": "dynamic",
          "height": 96,
          "id": "post-2"
        },
        {
          "widthMode": "fullWidth",
          "heightMode": "dynamic",
          "height": 350,
          "id": "post-3"
        },
        {
          "widthMode": "fullWidth",
          "heightMode": "dynamic",
          "height": 128,
          "id": "post-4"
        },
        {
          "widthMode": "fullWidth",
          "heightMode": "dynamic",
          "height": 180,
          "id": "post-5"
        },
        {
          "widthMode": "fullWidth",
          "heightMode": "dynamic",
          "height": 240,
          "id": "post-6"
        },
        {
          "widthMode": "fullWidth",
          "heightMode": "dynamic",
          "height": 90,
          "id": "post-7"
        },
        {
          "widthMode": "fullWidth",
          "heightMode": "dynamic",
          "height": 200,
          "id": "post-8"
        },
        {
          "widthMode": "fullWidth",
          "heightMode": "dynamic",
          "height": 130,
          "id": "post-9"
        },
        {
          "widthMode": "fullWidth",
          "heightMode": "dynamic",
          "height": 260,
          "id": "post-10"
        }
      ]
    }
  ],
  "anchor": {
    "position": "topItem",
    "item": "post-4",
    "distance": 159
  }
}
"""##
        ),
        (
            "flow-horizontal",
            ##"""
{
  "collectionView": {
    "size": {
      "width": 393,
      "height": 300
    },
    "contentOffset": {
      "x": 500,
      "y": 0
    },
    "scale": 3
  },
  "layout": {
    "type": "flow",
    "scrollDirection": "horizontal",
    "itemSize": {
      "width": 140,
      "height": 130
    },
    "minimumLineSpacing": 10,
    "minimumInteritemSpacing": 10,
    "sectionInset": {
      "top": 10,
      "left": 10,
      "bottom": 10,
      "right": 10
    },
    "headerReferenceSize": {
      "width": 40,
      "height": 0
    },
    "sectionHeadersPinToVisibleBounds": true
  },
  "sections": [
    {
      "itemCount": 8
    },
    {
      "itemCount": 8
    }
  ]
}
"""##
        ),
        (
            "flow-sticky-grid",
            ##"""
{
  "collectionView": {
    "size": {
      "width": 393,
      "height": 852
    },
    "contentInset": {
      "top": 103,
      "bottom": 34
    },
    "scale": 3
  },
  "layout": {
    "type": "flow",
    "itemSize": {
      "width": 113.66666666666667,
      "height": 113.66666666666667
    },
    "minimumLineSpacing": 10,
    "minimumInteritemSpacing": 10,
    "sectionInset": {
      "top": 10,
      "left": 16,
      "bottom": 10,
      "right": 16
    },
    "headerReferenceSize": {
      "width": 0,
      "height": 36
    },
    "sectionHeadersPinToVisibleBounds": true
  },
  "sections": [
    {
      "itemCount": 20
    },
    {
      "itemCount": 20
    },
    {
      "itemCount": 20
    }
  ]
}
"""##
        ),
        (
            "flow",
            ##"""
{
  "collectionView": {
    "size": {
      "width": 375,
      "height": 667
    }
  },
  "layout": {
    "type": "flow",
    "itemSize": {
      "width": 100,
      "height": 100
    },
    "sectionInset": {
      "top": 10,
      "left": 10,
      "bottom": 10,
      "right": 10
    },
    "headerReferenceSize": {
      "width": 0,
      "height": 44
    }
  },
  "sections": [
    {
      "itemCount": 5
    }
  ],
  "elements": "all"
}
"""##
        ),
        (
            "iglist",
            ##"""
{
  "collectionView": {
    "size": {
      "width": 320,
      "height": 568
    },
    "scale": 2
  },
  "layout": {
    "type": "iglist"
  },
  "sections": [
    {
      "headerSize": {
        "width": 320,
        "height": 40
      },
      "items": [
        {
          "width": 320,
          "height": 60
        }
      ]
    },
    {
      "itemCount": 4,
      "itemSize": {
        "width": 150,
        "height": 150
      },
      "inset": {
        "left": 5,
        "right": 5
      },
      "minimumInteritemSpacing": 10,
      "minimumLineSpacing": 10
    },
    {
      "items": [
        {
          "width": 100,
          "height": 44
        },
        {
          "width": 100,
          "height": 44
        }
      ]
    }
  ]
}
"""##
        ),
        (
            "magazine",
            ##"""
{
  "collectionView": {
    "size": {
      "width": 375,
      "height": 667
    },
    "scale": 3
  },
  "layout": {
    "type": "magazine",
    "sectionInsets": {
      "top": 8,
      "left": 8,
      "bottom": 8,
      "right": 8
    },
    "horizontalSpacing": 8,
    "verticalSpacing": 8,
    "pinning": {
      "headers": "all"
    }
  },
  "sections": [
    {
      "header": {
        "height": 44
      },
      "footer": {
        "height": 30
      },
      "background": true,
      "items": [
        {
          "widthMode": "fullWidth",
          "height": 200
        },
        {
          "widthMode": "halfWidth",
          "height": 150
        },
        {
          "widthMode": "halfWidth",
          "height": 120
        },
        {
          "widthMode": "thirdWidth",
          "height": 100
        },
        {
          "widthMode": "thirdWidth",
          "height": 100
        },
        {
          "widthMode": "thirdWidth",
          "height": 100
        }
      ]
    },
    {
      "header": {
        "height": 44
      },
      "itemCount": 6,
      "item": {
        "widthMode": {
          "fractional": 3
        },
        "height": 90
      }
    }
  ]
}
"""##
        ),
        (
            "rtl-horizontal-flow",
            ##"""
{
  "collectionView": {
    "size": {
      "width": 300,
      "height": 200
    },
    "contentInset": {
      "right": 20
    },
    "contentOffset": {
      "x": 300,
      "y": 0
    },
    "layoutDirection": "rightToLeft"
  },
  "layout": {
    "type": "flow",
    "scrollDirection": "horizontal",
    "flipsHorizontallyInOppositeLayoutDirection": true,
    "itemSize": {
      "width": 80,
      "height": 80
    },
    "headerReferenceSize": {
      "width": 40,
      "height": 0
    },
    "pinning": {
      "headers": "all"
    }
  },
  "sections": [
    {
      "itemCount": 8
    },
    {
      "itemCount": 8
    }
  ],
  "elements": "visible"
}
"""##
        ),
        (
            "scroll-range",
            ##"""
{
  "collectionView": {
    "size": {
      "width": 100,
      "height": 100
    },
    "contentInset": {
      "top": 10
    }
  },
  "layout": {
    "type": "flow",
    "itemSize": {
      "width": 100,
      "height": 30
    },
    "headerReferenceSize": {
      "width": 0,
      "height": 20
    },
    "pinning": {
      "headers": "all"
    }
  },
  "sections": [
    {
      "itemCount": 3
    },
    {
      "itemCount": 3
    }
  ],
  "elements": {
    "scrollRange": {
      "from": -10,
      "to": 120
    }
  }
}
"""##
        ),
        (
            "scroll-to",
            ##"""
{
  "collectionView": {
    "size": {
      "width": 100,
      "height": 100
    },
    "contentInset": {
      "top": 10,
      "bottom": 20
    }
  },
  "layout": {
    "type": "flow",
    "itemSize": {
      "width": 100,
      "height": 30
    }
  },
  "sections": [
    {
      "itemCount": 10
    }
  ],
  "scrollTo": {
    "indexPath": [
      0,
      3
    ],
    "position": "centeredVertically"
  }
}
"""##
        ),
        (
            "seed-000-waterfall-stick-header",
            ##"""
{
  "collectionView": {
    "size": {
      "width": 375,
      "height": 667
    },
    "contentOffset": {
      "x": 0,
      "y": 300
    }
  },
  "layout": {
    "type": "waterfall",
    "columnCount": 2,
    "headerHeight": 200,
    "sectionInset": {
      "top": 10,
      "left": 10,
      "bottom": 10,
      "right": 10
    },
    "pinning": {
      "headers": "all",
      "stickHeight": 64,
      "zIndex": 2048
    }
  },
  "sections": [
    {
      "items": [
        {
          "width": 150,
          "height": 200
        },
        {
          "width": 150,
          "height": 120
        },
        {
          "width": 150,
          "height": 180
        },
        {
          "width": 150,
          "height": 150
        },
        {
          "width": 150,
          "height": 240
        },
        {
          "width": 150,
          "height": 100
        },
        {
          "width": 150,
          "height": 210
        },
        {
          "width": 150,
          "height": 130
        }
      ]
    }
  ],
  "elements": "visible"
}
"""##
        ),
        (
            "seed-002-flow-pin-section",
            ##"""
{
  "collectionView": {
    "size": {
      "width": 375,
      "height": 667
    },
    "contentOffset": {
      "x": 0,
      "y": 600
    }
  },
  "layout": {
    "type": "flow",
    "itemSize": {
      "width": 110,
      "height": 110
    },
    "minimumLineSpacing": 10,
    "minimumInteritemSpacing": 10,
    "sectionInset": {
      "top": 10,
      "left": 10,
      "bottom": 10,
      "right": 10
    },
    "headerReferenceSize": {
      "width": 0,
      "height": 40
    },
    "pinning": {
      "headers": [
        2
      ],
      "offset": 64,
      "until": "never",
      "zIndex": 20
    }
  },
  "sections": [
    {
      "itemCount": 3
    },
    {
      "itemCount": 6
    },
    {
      "itemCount": 9
    },
    {
      "itemCount": 12
    }
  ]
}
"""##
        ),
        (
            "timeline-delta",
            ##"""
{
  "collectionView": {
    "size": {
      "width": 100,
      "height": 100
    },
    "contentOffsets": [
      {
        "x": 0,
        "y": 0
      },
      {
        "x": 0,
        "y": 50
      },
      {
        "x": 0,
        "y": 110
      },
      {
        "x": 0,
        "y": 0
      }
    ]
  },
  "layout": {
    "type": "flow",
    "itemSize": {
      "width": 100,
      "height": 30
    },
    "headerReferenceSize": {
      "width": 0,
      "height": 20
    },
    "pinning": {
      "headers": "all"
    }
  },
  "sections": [
    {
      "itemCount": 3
    },
    {
      "itemCount": 3
    }
  ],
  "timelineEncoding": "delta"
}
"""##
        ),
        (
            "waterfall-full-span",
            ##"""
{
  "collectionView": {
    "size": {
      "width": 320,
      "height": 480
    }
  },
  "layout": {
    "type": "waterfall",
    "columnCount": 3
  },
  "sections": [
    {
      "items": [
        {
          "width": 100,
          "height": 100
        },
        {
          "width": 100,
          "height": 50
        },
        {
          "width": 320,
          "height": 160,
          "fullSpan": true
        },
        {
          "width": 100,
          "height": 30
        },
        {
          "width": 100,
          "height": 40
        },
        {
          "width": 100,
          "height": 20
        },
        {
          "width": 100,
          "height": 10
        }
      ]
    }
  ],
  "elements": "all"
}
"""##
        ),
        (
            "waterfall",
            ##"""
{
  "collectionView": {
    "size": {
      "width": 375,
      "height": 667
    },
    "contentInset": {
      "top": 44,
      "bottom": 34
    },
    "scale": 2
  },
  "layout": {
    "type": "waterfall",
    "columnCount": 2,
    "sectionInset": {
      "top": 10,
      "left": 10,
      "bottom": 10,
      "right": 10
    },
    "footerHeight": 50
  },
  "sections": [
    {
      "items": [
        {
          "width": 300,
          "height": 400
        },
        {
          "width": 400,
          "height": 300
        },
        {
          "width": 200,
          "height": 200
        },
        {
          "width": 300,
          "height": 500
        },
        {
          "width": 500,
          "height": 300
        }
      ]
    }
  ]
}
"""##
        ),
    ]
}
