// Client-side search over search-index.json: no network beyond this site, no dependencies.
(function () {
  "use strict";
  var input = document.getElementById("q");
  if (!input) return;
  var root = input.getAttribute("data-root") || "";
  var box = document.getElementById("results");
  var pageBox = document.getElementById("page-results");
  var index = null;

  function load() {
    if (index) return Promise.resolve(index);
    return fetch(root + "search-index.json").then(function (r) { return r.json(); })
      .then(function (data) { index = data; return data; });
  }

  function words(text) {
    return (text || "").toLowerCase().split(/[^a-z0-9\u00c0-\uffff]+/).filter(Boolean);
  }

  function score(item, terms) {
    var title = words(item.t), rest = words([item.x, (item.g || []).join(" "), item.p, item.b, item.id].join(" "));
    var s = 0;
    for (var i = 0; i < terms.length; i++) {
      var t = terms[i], hit = false;
      for (var j = 0; j < title.length; j++) if (title[j].indexOf(t) === 0) { s += 3; hit = true; break; }
      if (!hit) for (var k = 0; k < rest.length; k++) if (rest[k].indexOf(t) === 0) { s += 1; hit = true; break; }
      if (!hit) return 0;
    }
    return item.s === "active" ? s + 0.5 : s;
  }

  function render(list, target, limit) {
    target.textContent = "";
    list.slice(0, limit).forEach(function (item) {
      var li = document.createElement("li");
      var a = document.createElement("a");
      a.href = root + "notes/" + item.id + ".html";
      a.textContent = item.t;
      var small = document.createElement("small");
      small.textContent = item.p + " / " + item.b + " · " + item.s + (item.x ? " · " + item.x : "");
      a.appendChild(small);
      li.appendChild(a);
      target.appendChild(li);
    });
  }

  function search(query, target, limit) {
    var terms = words(query);
    if (!terms.length) { target.textContent = ""; return; }
    load().then(function (data) {
      var hits = data.map(function (item) { return [score(item, terms), item]; })
        .filter(function (p) { return p[0] > 0; })
        .sort(function (a, b) { return b[0] - a[0] || (a[1].id < b[1].id ? -1 : 1); })
        .map(function (p) { return p[1]; });
      render(hits, target, limit);
      if (!hits.length) {
        var li = document.createElement("li");
        li.textContent = "No note matches.";
        target.appendChild(li);
      }
    });
  }

  input.addEventListener("input", function () { search(input.value, box, 8); });
  if (pageBox) {
    var q = new URLSearchParams(window.location.search).get("q") || "";
    input.value = q;
    search(q, pageBox, 100);
  }
})();
