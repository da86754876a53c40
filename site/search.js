// Client-side search over the site's own index: no network beyond this site, no dependencies.
// The index ships twice: search-index.js (a script that sets a global, so search works when the
// site is opened from disk as file://, where browsers refuse fetch) and search-index.json.
(function () {
  "use strict";
  var input = document.getElementById("q");
  if (!input) return;
  var root = input.getAttribute("data-root") || "";
  var box = document.getElementById("results");
  var pageBox = document.getElementById("page-results");
  var index = null;

  function fromScript() {
    return new Promise(function (resolve, reject) {
      if (window.REFLECTGIT_SEARCH_INDEX) { resolve(window.REFLECTGIT_SEARCH_INDEX); return; }
      var tag = document.createElement("script");
      tag.src = root + "search-index.js";
      tag.onload = function () {
        if (window.REFLECTGIT_SEARCH_INDEX) resolve(window.REFLECTGIT_SEARCH_INDEX);
        else reject(new Error("search-index.js did not define the index"));
      };
      tag.onerror = function () { reject(new Error("search-index.js could not be loaded")); };
      document.head.appendChild(tag);
    });
  }

  function fromJson() {
    return fetch(root + "search-index.json").then(function (r) {
      if (!r.ok) throw new Error("search-index.json: HTTP " + r.status);
      return r.json();
    });
  }

  function load() {
    if (!index) {
      index = fromScript().catch(fromJson).catch(function (err) {
        index = null;  // let a later keystroke try again
        throw err;
      });
    }
    return index;
  }

  function explain(target, err) {
    target.textContent = "";
    var li = document.createElement("li");
    li.className = "search-error";
    li.setAttribute("role", "alert");
    li.textContent = "Search is unavailable: the index next to this page (search-index.js or search-index.json) " +
      "could not be read" + (window.location.protocol === "file:" ? " from disk" : "") +
      " (" + (err && err.message ? err.message : String(err)) + "). Rebuild the site with `reflectgit site build`.";
    target.appendChild(li);
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
    }, function (err) { explain(target, err); });
  }

  input.addEventListener("input", function () { search(input.value, box, 8); });
  if (pageBox) {
    var q = new URLSearchParams(window.location.search).get("q") || "";
    input.value = q;
    search(q, pageBox, 100);
  }
})();
