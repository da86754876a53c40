// Pan and zoom for the site's graphs (svg[data-zoom]): only the SVG's viewBox changes, so
// without JavaScript the graph still shows whole and every label stays where the build put it.
// Buttons (+, -, reset), keys (+, -, 0, arrows) when the graph has focus, the mouse wheel,
// drag to pan, and two-finger pinch on touch screens. No dependencies, nothing fetched.
(function () {
  "use strict";
  var MAX = 8;  // the closest zoom, as a multiple of the whole view

  function setup(svg) {
    var whole = svg.getAttribute("viewBox").split(/[\s,]+/).map(Number);
    var view = whole.slice();
    var pointers = {};
    var pinch = null;
    var moved = 0;

    function apply() {
      svg.setAttribute("viewBox", view.map(function (v) { return Math.round(v * 10) / 10; }).join(" "));
      // Labels grow with the zoom until they are their normal size on screen, then keep that
      // size while the graph spreads out: a phone's shrunken graph becomes readable by zooming,
      // and a zoomed-in graph pulls overlapping labels apart.
      var onScreen = (svg.getBoundingClientRect().width || whole[2]) / view[2];
      var shrink = Math.max(1, onScreen);
      svg.style.setProperty("--zoom", String(Math.round(shrink * 1000) / 1000));
      svg.classList.toggle("zoomed", shrink >= 1.9);  // room now for the labels that would overlap
      svg.style.touchAction = view[2] < whole[2] ? "none" : "pan-y";  // a phone still scrolls past a whole graph
    }

    function clamp() {  // never smaller than 1/MAX of the whole, never larger, never off it
      view[2] = Math.min(whole[2], Math.max(whole[2] / MAX, view[2]));
      view[3] = view[2] * whole[3] / whole[2];
      view[0] = Math.min(whole[0] + whole[2] - view[2], Math.max(whole[0], view[0]));
      view[1] = Math.min(whole[1] + whole[3] - view[3], Math.max(whole[1], view[1]));
      apply();
    }

    function zoom(factor, fx, fy) {  // factor > 1 zooms in, around the fractions (fx, fy) of the view
      var w = view[2] / factor, h = view[3] / factor;
      view[0] += (view[2] - w) * (fx === undefined ? 0.5 : fx);
      view[1] += (view[3] - h) * (fy === undefined ? 0.5 : fy);
      view[2] = w;
      view[3] = h;
      clamp();
    }

    function pan(dx, dy) {  // in screen pixels
      var box = svg.getBoundingClientRect();
      view[0] -= dx * view[2] / (box.width || 1);
      view[1] -= dy * view[3] / (box.height || 1);
      clamp();
    }

    function reset() {
      view = whole.slice();
      apply();
    }

    function at(x, y) {  // a screen point as fractions of the graph's box
      var box = svg.getBoundingClientRect();
      return [(x - box.left) / (box.width || 1), (y - box.top) / (box.height || 1)];
    }

    var bar = document.createElement("div");
    bar.className = "zoom-controls";
    bar.setAttribute("role", "toolbar");
    bar.setAttribute("aria-label", "Zoom and pan the graph (or focus it and use +, -, 0 and the arrow keys)");
    [["+", "Zoom in", function () { zoom(1.5); }], ["\u2212", "Zoom out", function () { zoom(1 / 1.5); }],
     ["\u27f2", "Reset view", reset]].forEach(function (b) {
      var button = document.createElement("button");
      button.type = "button";
      button.textContent = b[0];
      button.title = b[1];
      button.setAttribute("aria-label", b[1]);
      button.addEventListener("click", b[2]);
      bar.appendChild(button);
    });
    svg.parentNode.insertBefore(bar, svg);

    svg.setAttribute("tabindex", "0");
    svg.addEventListener("keydown", function (e) {
      var step = 40, done = true;
      if (e.key === "+" || e.key === "=") zoom(1.5);
      else if (e.key === "-" || e.key === "_") zoom(1 / 1.5);
      else if (e.key === "0") reset();
      else if (e.key === "ArrowLeft") pan(step, 0);
      else if (e.key === "ArrowRight") pan(-step, 0);
      else if (e.key === "ArrowUp") pan(0, step);
      else if (e.key === "ArrowDown") pan(0, -step);
      else done = false;
      if (done) e.preventDefault();
    });
    svg.addEventListener("wheel", function (e) {
      e.preventDefault();
      var f = at(e.clientX, e.clientY);
      zoom(Math.pow(1.0015, -e.deltaY), f[0], f[1]);
    }, {passive: false});

    svg.addEventListener("pointerdown", function (e) {
      pointers[e.pointerId] = [e.clientX, e.clientY];
      moved = 0;
      var ids = Object.keys(pointers);
      if (ids.length === 2) {
        var a = pointers[ids[0]], b = pointers[ids[1]];
        pinch = Math.hypot(a[0] - b[0], a[1] - b[1]);
      }
    });
    svg.addEventListener("pointermove", function (e) {
      var last = pointers[e.pointerId];
      if (!last) return;
      var ids = Object.keys(pointers);
      if (ids.length === 1 && (e.buttons || e.pointerType === "touch")) {
        moved += Math.abs(e.clientX - last[0]) + Math.abs(e.clientY - last[1]);
        if (moved > 4 && !svg.hasPointerCapture(e.pointerId)) svg.setPointerCapture(e.pointerId);
        if (moved > 4) pan(e.clientX - last[0], e.clientY - last[1]);
      }
      pointers[e.pointerId] = [e.clientX, e.clientY];
      if (ids.length === 2 && pinch) {
        var a = pointers[ids[0]], b = pointers[ids[1]];
        var d = Math.hypot(a[0] - b[0], a[1] - b[1]);
        var f = at((a[0] + b[0]) / 2, (a[1] + b[1]) / 2);
        if (d > 0) zoom(d / pinch, f[0], f[1]);
        pinch = d;
        moved = 100;
      }
    });
    function up(e) {
      delete pointers[e.pointerId];
      if (Object.keys(pointers).length < 2) pinch = null;
    }
    svg.addEventListener("pointerup", up);
    svg.addEventListener("pointercancel", up);
    // a drag that ends on a node must not also open its note
    svg.addEventListener("click", function (e) {
      if (moved > 4) { e.preventDefault(); e.stopPropagation(); }
      moved = 0;
    }, true);
    window.addEventListener("resize", apply);
    apply();
  }

  var graphs = document.querySelectorAll("svg[data-zoom]");
  for (var i = 0; i < graphs.length; i++) setup(graphs[i]);
})();
