# heldout21: frozen held-out capture set, written 2026-11-27 without reading reflectgit/capture/, inject.py,
# recall/ or any other set's sessions. Never edit it, never tune on it (benchmarks/README.md).
SETS = {
"s01_statamic_bakery_team_page": {"domain": "Statamic client website (Antlers templates)", "cwd": "/home/jonas/clients/brotzeit-bakery", "branch": "feat/team-page", "start": "2026-11-27T08:02:00", "events": [
  ("u", "update the team page on the bakery site, they sent 2 new people + photos in assets/team. template is resources/views/team.antlers.html. and dont touch content/collections directly, the client has it open in the CP all day and a git pull on the server overwrites their drafts"),
  ("read", "resources/views/team.antlers.html", "<section class=\"team\">\n  {{ collection:team sort=\"order:asc\" }}\n    <article>\n      <img src=\"{{ photo }}\" alt=\"\">\n      <h3>{{ title }}</h3>\n    </article>\n  {{ /collection:team }}\n</section>"),
  ("a", "I'll add the role line and glide-resized photos in the template; the two new people can be added by the client in the CP under Team."),
  ("edit", "resources/views/team.antlers.html", "      <img src=\"{{ photo }}\" alt=\"\">\n      <h3>{{ title }}</h3>", "      <img src=\"{{ glide:photo width='480' fit='crop_focal' }}\" alt=\"{{ title }}\">\n      <h3>{{ title }}</h3>\n      <p class=\"role\">{{ role }}</p>"),
  ("bash", "php please stache:refresh && curl -s -o /dev/null -w '%{http_code}\\n' https://brotzeit.test/team", "Stache cleared and warmed\n200"),
  ("u", "looks good. send me a line I can paste to Carla about adding the people herself"),
  ("a", "\"Hi Carla, the team page now shows a role under each name. To add Mia and Tomek: Collections > Team > Create Entry, fill name, role and photo, and drag them to the order you want.\""),
 ], "lessons": [
  {"id": "no-direct-collection-edits", "kind": "rule", "rule": ["dont touch content/collections directly"], "alternative": [],
   "reason": ["a git pull on the server overwrites their drafts"], "files": []}],
 "not_lessons": []},

"s02_shopware_cart_discount_subscriber": {"domain": "Shopware 6 plugin (cart discount subscriber)", "cwd": "/home/lea/src/sw-bundle-discount", "branch": "main", "events": [
  ("u", "the bundle discount doesnt show in the cart. no error nothing. plugin is in custom/plugins/BundleDiscount"),
  ("read", "custom/plugins/BundleDiscount/src/Resources/config/services.xml", "<services>\n    <service id=\"BundleDiscount\\Subscriber\\CartSubscriber\">\n        <argument type=\"service\" id=\"Shopware\\Core\\Checkout\\Cart\\SalesChannel\\CartService\"/>\n    </service>\n</services>"),
  ("a", "The CartSubscriber class is fine, but Shopware only registers an event subscriber when its service carries the kernel.event_subscriber tag in services.xml, and ours has none, so the container never calls it and the discount is never added. Adding the tag fixes it."),
  ("edit", "custom/plugins/BundleDiscount/src/Resources/config/services.xml", "            <argument type=\"service\" id=\"Shopware\\Core\\Checkout\\Cart\\SalesChannel\\CartService\"/>\n    </service>", "            <argument type=\"service\" id=\"Shopware\\Core\\Checkout\\Cart\\SalesChannel\\CartService\"/>\n        <tag name=\"kernel.event_subscriber\"/>\n    </service>"),
  ("bash", "bin/console cache:clear && bin/console debug:event-dispatcher CartChangedEvent | grep Bundle", " // Clearing the cache for the dev environment with debug true\n [OK] Cache for the \"dev\" environment (debug=true) was successfully cleared.\n  #3      BundleDiscount\\Subscriber\\CartSubscriber::onCartChanged()     0"),
  ("u", "yes its there now -10% 👌"),
  ("u", "can you also show it as a line item 'Bundle -10%' instead of changing the product prices"),
  ("a", "It already adds a separate LineItem of type discount labelled from the plugin config; the product prices stay as they are."),
  ("u", "ah ok, then its the theme hiding it. nvm"),
 ], "lessons": [
  {"id": "tag-event-subscriber", "kind": "root_cause", "rule": ["kernel.event_subscriber"], "alternative": [],
   "reason": ["the container never calls it"], "files": ["custom/plugins/BundleDiscount/src/Resources/config/services.xml"]}],
 "not_lessons": ["the bundle discount doesnt show in the cart. no error nothing"]},

"s03_prestashop_giftwrap_module": {"domain": "PrestaShop module for a gift-wrap option", "cwd": "/home/karim/src/ps-giftwrap", "branch": "release/1.2", "events": [
  ("u", "need the gift wrap note saved per order. module is modules/ps_giftwrap/ps_giftwrap.php, hook actionValidateOrder"),
  ("edit", "modules/ps_giftwrap/ps_giftwrap.php", "    public function hookActionValidateOrder($params)\n    {\n    }", "    public function hookActionValidateOrder($params)\n    {\n        $note = Tools::getValue('giftwrap_note');\n        Db::getInstance()->execute('INSERT INTO ' . _DB_PREFIX_ . 'giftwrap (id_order, note) VALUES (' . (int) $params['order']->id . ', \\'' . $note . '\\')');\n    }"),
  ("u", "why Db::getInstance()->execute with string concat there? use Db::insert with pSQL on the note, it's what the addons marketplace validator checks and they rejected v1.1 for exactly that"),
  ("edit", "modules/ps_giftwrap/ps_giftwrap.php", "        Db::getInstance()->execute('INSERT INTO ' . _DB_PREFIX_ . 'giftwrap (id_order, note) VALUES (' . (int) $params['order']->id . ', \\'' . $note . '\\')');", "        Db::getInstance()->insert('giftwrap', [\n            'id_order' => (int) $params['order']->id,\n            'note' => pSQL(Tools::substr($note, 0, 255)),\n        ]);"),
  ("bash", "php vendor/bin/phpstan analyse modules/ps_giftwrap --level=5 --no-progress", " [OK] No errors"),
  ("u", "👍 bump version to 1.2.0 in the config.xml too"),
  ("edit", "modules/ps_giftwrap/config.xml", "<version><![CDATA[1.1.3]]></version>", "<version><![CDATA[1.2.0]]></version>"),
 ], "lessons": [
  {"id": "db-insert-psql", "kind": "correction", "rule": ["use Db::insert with pSQL on the note"], "alternative": [],
   "reason": ["addons marketplace validator checks"], "files": ["modules/ps_giftwrap/ps_giftwrap.php"]}],
 "not_lessons": []},

"s04_medusa_invoice_subscriber": {"domain": "Medusa v2 commerce plugin (order invoices)", "cwd": "/home/ana/src/medusa-invoices", "branch": "feat/invoice-numbers", "events": [
  ("u", "invoices: where do we hook the invoice creation, the order workflow step or a subscriber?"),
  ("a", "Either works. A step inside the completeCartWorkflow keeps it transactional; a subscriber on order.placed runs after the order exists."),
  ("u", "subscriber on order.placed rather than a workflow step, because the workflow retries a failed step and we'd email the invoice twice"),
  ("write", "src/subscribers/order-placed.ts", "import type { SubscriberArgs, SubscriberConfig } from \"@medusajs/framework\"\n\nexport default async function orderPlaced({ event, container }: SubscriberArgs<{ id: string }>) {\n  const invoices = container.resolve(\"invoiceModuleService\")\n  await invoices.createForOrder(event.data.id)\n}\n\nexport const config: SubscriberConfig = { event: \"order.placed\" }\n"),
  ("bash", "npx jest integration-tests/http/invoice.spec.ts", "FAIL integration-tests/http/invoice.spec.ts\n  invoice numbers\n    \u2715 pads the invoice number to six digits (412 ms)\n\n  \u25cf invoice numbers \u203a pads the invoice number to six digits\n\n    expect(received).toBe(expected)\n\n    Expected: \"INV-000042\"\n    Received: \"INV-42\"\n\n      at Object.<anonymous> (integration-tests/http/invoice.spec.ts:31:29)\n\nTests:       1 failed, 3 passed, 4 total"),
  ("edit", "src/modules/invoice/service.ts", "    return `INV-${seq}`", "    return `INV-${String(seq).padStart(6, \"0\")}`"),
  ("bash", "npx jest integration-tests/http/invoice.spec.ts", "PASS integration-tests/http/invoice.spec.ts\n  invoice numbers\n    \u2713 pads the invoice number to six digits (398 ms)\n\nTests:       4 passed, 4 total"),
  ("u", "nice"),
 ], "lessons": [
  {"id": "invoice-on-order-placed", "kind": "decision", "rule": ["subscriber on order.placed rather than a workflow step"], "alternative": [],
   "reason": ["we'd email the invoice twice"], "files": ["src/subscribers/order-placed.ts"]},
  {"id": "pad-invoice-number", "kind": "test_fixed", "rule": ["pads the invoice number to six digits"], "alternative": ["padStart"],
   "reason": [], "files": ["src/modules/invoice/service.ts"]}],
 "not_lessons": []},

"s05_mautic_segment_cron": {"domain": "Mautic marketing automation (segment cron jobs)", "cwd": "/home/ops/agency-infra", "branch": "main", "events": [
  ("u", "mautic for the dentist client went down again last night, here the log:\n\n[2026-11-26 23:00:01] mautic.INFO: Rebuilding contacts for segment 12 (Recall 6m)\n[2026-11-26 23:00:01] mautic.INFO: 48211 total contact(s) to be added in batches of 10000\n[2026-11-26 23:03:44] mautic.INFO: 10000 contacts added\n[2026-11-26 23:09:12] mautic.INFO: 20000 contacts added\nPHP Fatal error:  Allowed memory size of 536870912 bytes exhausted (tried to allocate 20480 bytes) in /var/www/mautic/vendor/doctrine/orm/src/UnitOfWork.php on line 3012\n\nthe cron is in ops/cron/mautic-dental.cron. run segments:update with --batch-limit=300 on this box, without it the job eats all memory and the OOM killer takes mysql with it. kernel log says so:\n[Thu Nov 26 23:11:02 2026] Out of memory: Killed process 912 (mysqld) total-vm:2811440kB\n[Thu Nov 26 23:11:02 2026] oom_reaper: reaped process 912 (mysqld)\n\ncampaigns:trigger after it is fine as is"),
  ("read", "ops/cron/mautic-dental.cron", "0 23 * * * www-data php /var/www/mautic/bin/console mautic:segments:update\n15 23 * * * www-data php /var/www/mautic/bin/console mautic:campaigns:trigger"),
  ("edit", "ops/cron/mautic-dental.cron", "0 23 * * * www-data php /var/www/mautic/bin/console mautic:segments:update", "0 23 * * * www-data php /var/www/mautic/bin/console mautic:segments:update --batch-limit=300"),
  ("a", "Done. I left campaigns:trigger at 23:15; with smaller batches the segment rebuild may take longer than 15 minutes, so I can move the trigger to 23:45 if you want."),
  ("u", "yes 23:45"),
  ("edit", "ops/cron/mautic-dental.cron", "15 23 * * *", "45 23 * * *"),
 ], "lessons": [
  {"id": "mautic-batch-limit", "kind": "rule", "rule": ["--batch-limit=300"], "alternative": [],
   "reason": ["the OOM killer takes mysql with it"], "files": ["ops/cron/mautic-dental.cron"]}],
 "not_lessons": ["mautic for the dentist client went down again last night"]},

"s06_listmonk_newsletter_blank_names": {"domain": "listmonk newsletter campaigns", "cwd": "/home/priya/src/studio-newsletter", "branch": "main", "events": [
  ("u", "the nov newsletter says \"Hi ,\" for everyone in the preview. template is templates/monthly.html"),
  ("read", "templates/monthly.html", "<p>Hi {{ .Subscriber.Attribs.first_name }},</p>"),
  ("bash", "head -3 imports/subscribers_2026-11.csv", "email,name,attributes\nmarta@example.org,Marta Ruiz,\"{\"\"firstName\"\": \"\"Marta\"\", \"\"plan\"\": \"\"pro\"\"}\"\nli@example.org,Li Wen,\"{\"\"firstName\"\": \"\"Li\"\"}\""),
  ("a", "The template reads Attribs.first_name, but the November import stored the attribute as firstName, so the lookup finds nothing and listmonk prints an empty string. I'll read firstName and fall back to the subscriber's name."),
  ("edit", "templates/monthly.html", "<p>Hi {{ .Subscriber.Attribs.first_name }},</p>", "<p>Hi {{ or .Subscriber.Attribs.firstName .Subscriber.FirstName }},</p>"),
  ("a", "I'll send a test of campaign 31 to the Newsletter list to check the greeting."),
  ("u", "that's the live list, 2400 people. send tests to the 'studio-test' list"),
  ("bash", "curl -s -u api:$LISTMONK_TOKEN -X POST localhost:9000/api/campaigns/31/test -H 'Content-Type: application/json' -d '{\"subscribers\": [\"priya@studio.example\"], \"lists\": [7]}'", "{\"data\":true}"),
  ("u", "got it, says Hi Priya now"),
 ], "lessons": [
  {"id": "attrib-key-firstname", "kind": "root_cause", "rule": ["firstName"], "alternative": [],
   "reason": ["the November import stored the attribute as firstName"], "files": ["templates/monthly.html"]},
  {"id": "tests-to-studio-test-list", "kind": "correction", "rule": ["send tests to the 'studio-test' list"], "alternative": [],
   "reason": ["that's the live list"], "files": []}],
 "not_lessons": ["the nov newsletter says \"Hi ,\" for everyone in the preview"]},

"s07_brevo_order_mail_templates": {"domain": "Brevo transactional email from a Django shop", "cwd": "/home/matteo/src/olio-shop", "branch": "feat/shipping-mail", "events": [
  ("u", "add the 'shipped' email via brevo when an order goes to SHIPPED, shop/emails.py. template ids go in settings.BREVO_TEMPLATES not in the code, marketing clones templates in brevo all the time and the id changes, last time the order confirmation went out blank for a day"),
  ("read", "shop/emails.py", "import sib_api_v3_sdk\nfrom django.conf import settings\n\n\ndef send_confirmation(order):\n    api = sib_api_v3_sdk.TransactionalEmailsApi(_client())\n    api.send_transac_email(sib_api_v3_sdk.SendSmtpEmail(to=[{\"email\": order.email}], template_id=settings.BREVO_TEMPLATES[\"confirmation\"], params=_params(order)))"),
  ("edit", "shop/emails.py", "def send_confirmation(order):", "def send_shipped(order):\n    api = sib_api_v3_sdk.TransactionalEmailsApi(_client())\n    api.send_transac_email(sib_api_v3_sdk.SendSmtpEmail(to=[{\"email\": order.email}], template_id=settings.BREVO_TEMPLATES[\"shipped\"], params={**_params(order), \"tracking_url\": order.tracking_url}))\n\n\ndef send_confirmation(order):"),
  ("edit", "olio/settings/base.py", "BREVO_TEMPLATES = {\"confirmation\": env.int(\"BREVO_TPL_CONFIRMATION\")}", "BREVO_TEMPLATES = {\"confirmation\": env.int(\"BREVO_TPL_CONFIRMATION\"), \"shipped\": env.int(\"BREVO_TPL_SHIPPED\")}"),
  ("bash", "python manage.py test shop.tests.test_emails", "Creating test database for alias 'default'...\n....\n----------------------------------------------------------------------\nRan 4 tests in 0.212s\n\nOK"),
  ("u", "ok. whats the shipped template id on staging"),
  ("a", "BREVO_TPL_SHIPPED isn't set in the staging env file yet; marketing needs to tell us which template they created."),
  ("u", "k ill ask"),
 ], "lessons": [
  {"id": "brevo-template-ids-in-settings", "kind": "rule", "rule": ["template ids go in settings.BREVO_TEMPLATES not in the code"], "alternative": [],
   "reason": ["the id changes", "went out blank for a day"], "files": ["shop/emails.py"]}],
 "not_lessons": []},

"s08_codemagic_flutter_release": {"domain": "Codemagic CI for a Flutter app store release", "cwd": "/Users/dani/dev/padel-club-app", "branch": "ci/store-release", "events": [
  ("u", "make main builds go to the stores automatically, codemagic.yaml. android internal track is fine"),
  ("read", "codemagic.yaml", "workflows:\n  release:\n    name: Release\n    instance_type: mac_mini_m2\n    triggering:\n      events: [push]\n      branch_patterns:\n        - pattern: main\n    publishing:\n      google_play:\n        credentials: $GCLOUD_SERVICE_ACCOUNT_CREDENTIALS\n        track: internal"),
  ("a", "I'll add app_store_connect publishing with submit_to_app_store: true so every main build goes straight to App Review."),
  ("u", "no, ios only to testflight, submit_to_testflight. if it auto-submits on a friday and apple approves over the weekend nobody's around to pull it"),
  ("edit", "codemagic.yaml", "        track: internal", "        track: internal\n      app_store_connect:\n        auth: integration\n        submit_to_testflight: true\n        beta_groups:\n          - club-staff"),
  ("bash", "codemagic-cli-tools --version && python -c \"import yaml;yaml.safe_load(open('codemagic.yaml'))\" && echo ok", "codemagic-cli-tools 0.54.1\nok"),
  ("u", "also the build number. we had 2 builds with the same number last week and testflight refused the second"),
  ("a", "The build number comes from pubspec.yaml's +N, which nobody bumps on merge, so two main builds can share it. Deriving it from the latest TestFlight build number plus one in the build script avoids the clash."),
  ("edit", "codemagic.yaml", "    scripts:\n      - flutter build ipa --release", "    scripts:\n      - |\n        BUILD=$(($(app-store-connect get-latest-testflight-build-number \"$APP_ID\") + 1))\n        flutter build ipa --release --build-number=$BUILD"),
  ("u", "good"),
 ], "lessons": [
  {"id": "ios-testflight-only", "kind": "correction", "rule": ["ios only to testflight"], "alternative": ["submit_to_testflight"],
   "reason": ["nobody's around to pull it"], "files": ["codemagic.yaml"]},
  {"id": "build-number-from-testflight", "kind": "root_cause", "rule": ["latest TestFlight build number plus one"], "alternative": [],
   "reason": ["nobody bumps on merge"], "files": ["codemagic.yaml"]}],
 "not_lessons": ["we had 2 builds with the same number last week and testflight refused the second"]},

"s09_shorebird_patch_release": {"domain": "Shorebird code push patches for a Flutter app", "cwd": "/home/yusuf/src/kebab-rewards", "branch": "hotfix/price-screen", "events": [
  ("u", "pushed the shorebird patch 2h ago, users still see the old price screen"),
  ("bash", "shorebird releases list --platform android | tail -4 && grep version pubspec.yaml", "2.4.1+57  android  2026-11-20\n2.4.1+58  android  2026-11-24  (not in store)\nversion: 2.4.1+58"),
  ("a", "Shorebird applies a patch only to the exact release it was built against, and the patch was made from pubspec's 2.4.1+58, a release that never went to the Play Store, while users run 2.4.1+57. Patching with --release-version=2.4.1+57 targets what's installed."),
  ("edit", "scripts/patch_android.sh", "shorebird patch android", "shorebird patch android --release-version=\"${RELEASE_VERSION:?set RELEASE_VERSION to the store build}\""),
  ("bash", "RELEASE_VERSION=2.4.1+57 scripts/patch_android.sh", "\u2713 Fetching apps (0.3s)\n\u2713 Building patch (41.2s)\n🚀 Published Patch 3 to release 2.4.1+57!"),
  ("u", "there it is, new screen on my phone after restart"),
 ], "lessons": [
  {"id": "patch-the-store-release", "kind": "root_cause", "rule": ["--release-version"], "alternative": [],
   "reason": ["applies a patch only to the exact release it was built against"], "files": ["scripts/patch_android.sh"]}],
 "not_lessons": ["users still see the old price screen"]},

"s10_revenuecat_webhook_nitro": {"domain": "RevenueCat subscription webhooks (Nitro server routes)", "cwd": "/home/sam/src/habitly-api", "branch": "fix/entitlements", "events": [
  ("u", "some paying users lose pro after renewing. webhook handler is server/routes/webhooks/revenuecat.post.ts"),
  ("read", "server/routes/webhooks/revenuecat.post.ts", "export default defineEventHandler(async (e) => {\n  const { event } = await readBody(e)\n  const active = ['INITIAL_PURCHASE', 'RENEWAL'].includes(event.type)\n  await db.user.update({ where: { id: event.app_user_id }, data: { pro: active } })\n  return 'ok'\n})"),
  ("a", "RevenueCat doesn't guarantee webhook order, and an EXPIRATION for the old period sometimes arrives after the RENEWAL, so the handler sets pro back to false. Storing event_timestamp_ms and ignoring events older than the last one applied keeps the newest state."),
  ("edit", "server/routes/webhooks/revenuecat.post.ts", "  await db.user.update({ where: { id: event.app_user_id }, data: { pro: active } })", "  await db.user.updateMany({\n    where: { id: event.app_user_id, rcEventAt: { lt: event.event_timestamp_ms } },\n    data: { pro: active, rcEventAt: event.event_timestamp_ms },\n  })"),
  ("bash", "npx vitest run server/routes/webhooks", " \u2713 server/routes/webhooks/revenuecat.test.ts (2 tests) 14ms\n   \u2713 renewal then late expiration keeps pro\n   \u2713 expiration after renewal period ends removes pro\n\n Test Files  1 passed (1)\n      Tests  2 passed (2)"),
  ("u", "and always answer 200 even for event types we ignore, otherwise RC retries them for days and the log is 90% retries"),
  ("edit", "server/routes/webhooks/revenuecat.post.ts", "  const active = ['INITIAL_PURCHASE', 'RENEWAL'].includes(event.type)", "  if (!HANDLED.has(event.type)) return 'ignored'\n  const active = ['INITIAL_PURCHASE', 'RENEWAL'].includes(event.type)"),
 ], "lessons": [
  {"id": "rc-webhook-order", "kind": "root_cause", "rule": ["event_timestamp_ms"], "alternative": [],
   "reason": ["doesn't guarantee webhook order"], "files": ["server/routes/webhooks/revenuecat.post.ts"]},
  {"id": "rc-always-200", "kind": "rule", "rule": ["always answer 200 even for event types we ignore"], "alternative": [],
   "reason": ["RC retries them for days"], "files": ["server/routes/webhooks/revenuecat.post.ts"]}],
 "not_lessons": ["some paying users lose pro after renewing"]},

"s11_onesignal_laravel_push": {"domain": "OneSignal push notifications from a Laravel backend", "cwd": "/var/www/fitclass-api", "branch": "feat/class-reminders", "events": [
  ("u", "class reminder push 1h before start. app/Notifications/ClassReminder.php exists but empty-ish"),
  ("write", "app/Notifications/ClassReminder.php", "<?php\n\nnamespace App\\Notifications;\n\nuse Illuminate\\Support\\Facades\\Http;\n\nclass ClassReminder\n{\n    public function send(Booking $b): void\n    {\n        Http::withToken(config('services.onesignal.key'), 'Key')->post('https://api.onesignal.com/notifications', [\n            'app_id' => config('services.onesignal.app_id'),\n            'include_aliases' => ['external_id' => [(string) $b->user_id]],\n            'target_channel' => 'push',\n            'contents' => ['en' => \"{$b->class->name} starts in 1 hour\"],\n        ]);\n    }\n}\n"),
  ("a", "To try it end to end I'll send one reminder to the Subscribed Users segment from tinker."),
  ("u", "thanks, but no - don't test against the Subscribed Users segment, use include_aliases with my external_id (1). in june someone did that and 9000 people got 'test test 123'"),
  ("bash", "php artisan tinker --execute=\"(new App\\Notifications\\ClassReminder)->send(App\\Models\\Booking::where('user_id', 1)->first())\"", "= null"),
  ("u", "got it on my phone. schedule it"),
  ("edit", "routes/console.php", "Schedule::command('bookings:prune')->daily();", "Schedule::command('bookings:prune')->daily();\nSchedule::command('reminders:send')->everyFiveMinutes()->withoutOverlapping();"),
 ], "lessons": [
  {"id": "test-push-to-own-alias", "kind": "correction", "rule": ["don't test against the Subscribed Users segment"], "alternative": ["include_aliases with my external_id"],
   "reason": ["9000 people got 'test test 123'"], "files": []}],
 "not_lessons": []},

"s12_rudderstack_bot_transform": {"domain": "RudderStack transformations (bot traffic)", "cwd": "/home/noor/src/growth-tracking", "branch": "feat/bot-filter", "events": [
  ("u", "review notes from Femi on the PR, apply them pls\n\n```diff\n--- a/transformations/bot_filter.js\n+++ b/transformations/bot_filter.js\n@@ -1,9 +1,14 @@\n export function transformEvent(event, metadata) {\n   const ua = event.context?.userAgent || ''\n-  return event\n+  if (BOT_RE.test(ua)) {\n+    return null\n+  }\n+  return event\n }\n+\n+const BOT_RE = /bot|crawler|spider|headless/i\n```\n\n> femi: don't drop the event by returning null for bots here, return it with context.bot = true instead. the warehouse dedupe job counts on every messageId arriving, missing ids make it re-request the whole day from the source\n> femi: BOT_RE misses `Lighthouse`, add it\n> femi: otherwise lgtm"),
  ("read", "transformations/bot_filter.js", "export function transformEvent(event, metadata) {\n  const ua = event.context?.userAgent || ''\n  if (BOT_RE.test(ua)) {\n    return null\n  }\n  return event\n}\n\nconst BOT_RE = /bot|crawler|spider|headless/i"),
  ("edit", "transformations/bot_filter.js", "  if (BOT_RE.test(ua)) {\n    return null\n  }\n  return event", "  if (BOT_RE.test(ua)) {\n    event.context = { ...event.context, bot: true }\n  }\n  return event"),
  ("edit", "transformations/bot_filter.js", "const BOT_RE = /bot|crawler|spider|headless/i", "const BOT_RE = /bot|crawler|spider|headless|lighthouse/i"),
  ("bash", "npx rudder-transformation-test --file transformations/bot_filter.js --events test/events/*.json", "\u2714 page_home.json\n\u2714 page_home_googlebot.json  (context.bot = true)\n\u2714 track_signup.json\n3 events, 0 dropped"),
  ("u", "ty"),
 ], "lessons": [
  {"id": "flag-bots-dont-drop", "kind": "correction", "rule": ["don't drop the event by returning null"], "alternative": ["context.bot = true"],
   "reason": ["counts on every messageId arriving"], "files": ["transformations/bot_filter.js"]}],
 "not_lessons": []},

"s13_snowplow_landing_tracker": {"domain": "Snowplow browser tracker on a client landing page", "cwd": "/home/ruth/clients/solarco-landing", "branch": "feat/tracking", "events": [
  ("u", "tracking test is red since I bumped the schema to 1-0-2, fix it"),
  ("bash", "npx vitest run tests/tracking.test.ts", " FAIL  tests/tracking.test.ts > tracking > sends quote_request with schema 1-0-2\nAssertionError: expected 'iglu:com.solarco/quote_request/jsonschema/1-0-1' to be 'iglu:com.solarco/quote_request/jsonschema/1-0-2'\n \u276f tests/tracking.test.ts:22:40\n\n Test Files  1 failed (1)\n      Tests  1 failed | 3 passed (4)"),
  ("grep", "quote_request/jsonschema", "src/tracking.ts:14:    schema: 'iglu:com.solarco/quote_request/jsonschema/1-0-1',"),
  ("edit", "src/tracking.ts", "    schema: 'iglu:com.solarco/quote_request/jsonschema/1-0-1',", "    schema: QUOTE_REQUEST_SCHEMA,"),
  ("edit", "src/schemas.ts", "export const PAGE_SCHEMA = 'iglu:com.solarco/page/jsonschema/1-0-0'", "export const PAGE_SCHEMA = 'iglu:com.solarco/page/jsonschema/1-0-0'\nexport const QUOTE_REQUEST_SCHEMA = 'iglu:com.solarco/quote_request/jsonschema/1-0-2'"),
  ("bash", "npx vitest run tests/tracking.test.ts", " \u2713 tests/tracking.test.ts (4 tests) 38ms\n\n Test Files  1 passed (1)\n      Tests  4 passed (4)"),
  ("u", "cool. deploy preview pls"),
  ("bash", "npm run build && npx surge dist feat-tracking-solarco.surge.sh", "   Running as ruth@solarco.example (Student)\n\n        project: dist\n         domain: feat-tracking-solarco.surge.sh\n         upload: [====================] 100% eta: 0.0s (23 files, 812040 bytes)\n\n   Success! - Published to feat-tracking-solarco.surge.sh"),
 ], "lessons": [
  {"id": "schema-constant", "kind": "test_fixed", "rule": ["sends quote_request with schema 1-0-2"], "alternative": ["QUOTE_REQUEST_SCHEMA"],
   "reason": [], "files": ["src/tracking.ts"]}],
 "not_lessons": ["tracking test is red since I bumped the schema"]},

"s14_sling_orders_replication": {"domain": "Sling CLI replication into BigQuery (shop analytics)", "cwd": "/home/hana/src/shop-analytics", "branch": "main", "events": [
  ("u", "dashboard says 412 orders yesterday, shop admin says 431. replication is replication.yaml"),
  ("read", "replication.yaml", "source: SHOP_PG\ntarget: BQ\ndefaults:\n  mode: incremental\n  primary_key: [id]\nstreams:\n  public.orders:\n    update_key: updated_at"),
  ("bash", "psql $SHOP_PG -c \"select data_type from information_schema.columns where table_name='orders' and column_name='updated_at'\"", "          data_type\n-----------------------------\n timestamp without time zone\n(1 row)"),
  ("a", "updated_at is a timestamp without time zone that the shop writes in Europe/Berlin local time, and Sling compares it with the high-water mark it stored as UTC, so orders updated in the hour before each run fall behind the watermark and never load. Casting the column to UTC in a custom SQL stream fixes the comparison."),
  ("edit", "replication.yaml", "  public.orders:\n    update_key: updated_at", "  public.orders:\n    sql: select *, (updated_at at time zone 'Europe/Berlin') at time zone 'UTC' as updated_at_utc from public.orders where {incremental_where_cond}\n    update_key: updated_at_utc"),
  ("bash", "sling run -r replication.yaml --streams public.orders --mode backfill --range 2026-11-25,2026-11-27", "11:02AM INF Sling Replication [1 streams] | SHOP_PG -> BQ\n11:02AM INF [1 / 1] running stream public.orders\n11:02AM INF inserted 1288 rows into `analytics.orders` in 9 secs\n11:02AM INF Sling Replication Completed in 11s | SHOP_PG -> BQ | 1 Successes | 0 Failures"),
  ("u", "431 now. thanks!!"),
 ], "lessons": [
  {"id": "sling-watermark-timezone", "kind": "root_cause", "rule": ["Casting the column to UTC"], "alternative": [],
   "reason": ["timestamp without time zone", "fall behind the watermark"], "files": ["replication.yaml"]}],
 "not_lessons": ["dashboard says 412 orders yesterday, shop admin says 431"]},

"s15_cube_revenue_definition": {"domain": "Cube semantic layer for client dashboards", "cwd": "/home/ivo/src/agency-cube", "branch": "feat/revenue-measure", "events": [
  ("u", "pasting the thread from #client-metrics so you have context, then do what we agreed:\n\nMaya: the 3 dashboards show 3 revenue numbers for october, the client noticed\nIvo: sales dash subtracts refunds, marketing dash doesnt, finance dash subtracts refunds AND shipping\nMaya: lovely\nIvo: ok decision: revenue is defined once in cube, model/cubes/orders.yml, as net of refunds excluding shipping, because three charts each with their own refund rule is how we got here. charts only use orders.net_revenue\nMaya: 👍 and gross stays available as orders.gross_revenue for the finance people\nIvo: yes\nMaya: can someone tell the client tomorrow\n\nthat's it"),
  ("read", "model/cubes/orders.yml", "cubes:\n  - name: orders\n    sql_table: shop.orders\n    measures:\n      - name: revenue\n        sql: total\n        type: sum"),
  ("edit", "model/cubes/orders.yml", "      - name: revenue\n        sql: total\n        type: sum", "      - name: gross_revenue\n        sql: total\n        type: sum\n      - name: net_revenue\n        sql: \"{CUBE}.total - {CUBE}.refunded - {CUBE}.shipping\"\n        type: sum\n        description: Net of refunds, excluding shipping. The only revenue the dashboards use."),
  ("bash", "curl -s localhost:4000/cubejs-api/v1/load -G --data-urlencode 'query={\"measures\":[\"orders.net_revenue\",\"orders.gross_revenue\"],\"timeDimensions\":[{\"dimension\":\"orders.created_at\",\"dateRange\":\"last month\"}]}' | jq '.data[0]'", "{\n  \"orders.net_revenue\": \"84210.40\",\n  \"orders.gross_revenue\": \"97733.15\"\n}"),
  ("a", "orders.net_revenue for October is 84,210.40 and gross 97,733.15. The old orders.revenue is gone, so any chart still using it will error in the playground."),
  ("u", "good, I'll fix the charts"),
 ], "lessons": [
  {"id": "revenue-defined-once-in-cube", "kind": "decision", "rule": ["revenue is defined once in cube"], "alternative": ["charts only use orders.net_revenue"],
   "reason": ["three charts each with their own refund rule"], "files": ["model/cubes/orders.yml"]}],
 "not_lessons": ["the 3 dashboards show 3 revenue numbers for october"]},

"s16_instructor_contract_extraction": {"domain": "Instructor structured extraction (contract renewal dates)", "cwd": "/home/olu/src/lease-bot", "branch": "feat/renewals", "events": [
  ("u", "the extractor fails on like a third of contracts with 'InstructorRetryException', extract/contract.py"),
  ("read", "extract/contract.py", "class Renewal(BaseModel):\n    notice_period: Literal['30 days', '60 days', '90 days']\n    renewal_date: date\n\nclient = instructor.from_openai(OpenAI())\n\ndef extract(text):\n    return client.chat.completions.create(model='gpt-4o-mini', response_model=Renewal, max_retries=10, messages=[{'role': 'user', 'content': text}])"),
  ("bash", "python -m extract.contract samples/lease_0193.txt 2>&1 | tail -4", "pydantic_core._pydantic_core.ValidationError: 1 validation error for Renewal\nnotice_period\n  Input should be '30 days', '60 days' or '90 days' [type=literal_error, input_value='three months', input_type=str]\ninstructor.core.exceptions.InstructorRetryException: 10 retries exhausted"),
  ("a", "The contracts write notice periods in words (\"three months\", \"sixty (60) days\"), and the Literal only accepts three exact strings, so validation fails on every retry. Extracting notice_period_days as an int lets the model normalise the wording."),
  ("edit", "extract/contract.py", "    notice_period: Literal['30 days', '60 days', '90 days']", "    notice_period_days: int = Field(description='notice period converted to days, e.g. three months -> 90')"),
  ("u", "why max_retries=10 there? use 2, it's what keeps the bill sane - each retry resends the whole 30 page contract"),
  ("edit", "extract/contract.py", "max_retries=10", "max_retries=2"),
  ("bash", "python -m extract.contract samples/ --summary", "processed 214 contracts: 209 ok, 5 failed (see out/failed.txt)"),
  ("u", "5 failed is fine, those are scans"),
 ], "lessons": [
  {"id": "notice-period-as-days", "kind": "root_cause", "rule": ["notice_period_days as an int"], "alternative": [],
   "reason": ["the Literal only accepts three exact strings"], "files": ["extract/contract.py"]},
  {"id": "max-retries-two", "kind": "correction", "rule": ["use 2"], "alternative": [],
   "reason": ["each retry resends the whole 30 page contract"], "files": ["extract/contract.py"]}],
 "not_lessons": ["the extractor fails on like a third of contracts"]},

"s17_litellm_proxy_fallback": {"domain": "LiteLLM proxy config (model fallbacks)", "cwd": "/home/ren/src/ai-gateway", "branch": "feat/claude-fallback", "events": [
  ("u", "add a claude fallback for gpt-4o in proxy/config.yaml. never put the keys in the yaml, os.environ/ references only, that repo is readable by all the contractors"),
  ("read", "proxy/config.yaml", "model_list:\n  - model_name: gpt-4o\n    litellm_params:\n      model: openai/gpt-4o\n      api_key: os.environ/OPENAI_API_KEY\nrouter_settings:\n  num_retries: 1"),
  ("edit", "proxy/config.yaml", "router_settings:\n  num_retries: 1", "  - model_name: claude-sonnet\n    litellm_params:\n      model: anthropic/claude-sonnet-4-5\n      api_key: os.environ/ANTHROPIC_API_KEY\nrouter_settings:\n  num_retries: 1\n  fallbacks:\n    - gpt-4o: [claude-sonnet]"),
  ("bash", "litellm --config proxy/config.yaml --port 4001 & sleep 5; curl -s localhost:4001/health/readiness | jq .status", "\"connected\""),
  ("u", "ok and context window fallbacks? some prompts are huge"),
  ("a", "context_window_fallbacks works the same way; I'd route gpt-4o to claude-sonnet there as well since its window is larger."),
  ("u", "do it"),
  ("edit", "proxy/config.yaml", "  fallbacks:\n    - gpt-4o: [claude-sonnet]", "  fallbacks:\n    - gpt-4o: [claude-sonnet]\n  context_window_fallbacks:\n    - gpt-4o: [claude-sonnet]"),
 ], "lessons": [
  {"id": "litellm-keys-via-env", "kind": "rule", "rule": ["never put the keys in the yaml"], "alternative": ["os.environ/ references only"],
   "reason": ["readable by all the contractors"], "files": ["proxy/config.yaml"]}],
 "not_lessons": []},

"s18_promptfoo_support_reply": {"domain": "promptfoo evals for a support-reply prompt", "cwd": "/home/gabi/src/helpdesk-ai", "branch": "prompt/refunds", "events": [
  ("u", "eval is failing on the refund case after my prompt change, can you look"),
  ("bash", "npx promptfoo eval -c promptfooconfig.yaml --no-cache", "\u250c\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2510\n[FAIL] refund request after 40 days: reply mentions the 30 day refund window\n  Expected output to contain \"30 days\"\n  Output: \"I'm sorry to hear that! I've passed your request to our team.\"\n[PASS] shipping delay apology\n[PASS] password reset\nSuccesses: 2  Failures: 1  Pass Rate: 66.67%"),
  ("read", "prompts/support_reply.txt", "You are a friendly support agent for Kettle & Co.\nBe brief. Never promise refunds.\n{{policy_snippets}}\nCustomer: {{message}}"),
  ("a", "The change added \"Never promise refunds\", and the model now avoids the topic entirely instead of citing the policy. Telling it to state the 30-day window when a refund is asked about keeps both."),
  ("edit", "prompts/support_reply.txt", "Be brief. Never promise refunds.", "Be brief. Never promise a refund; when a customer asks for one, state the policy: refunds within 30 days of delivery."),
  ("bash", "npx promptfoo eval -c promptfooconfig.yaml --no-cache", "[PASS] refund request after 40 days: reply mentions the 30 day refund window\n[PASS] shipping delay apology\n[PASS] password reset\nSuccesses: 3  Failures: 0  Pass Rate: 100.00%"),
  ("u", "yay"),
  ("u", "add a case for someone asking for a refund on day 10 too"),
  ("edit", "promptfooconfig.yaml", "  - description: password reset", "  - description: refund request on day 10\n    vars: { message: 'the kettle arrived 10 days ago and leaks, can I get my money back?' }\n    assert:\n      - type: icontains\n        value: 30 days\n  - description: password reset"),
  ("bash", "npx promptfoo eval -c promptfooconfig.yaml --no-cache | tail -1", "Successes: 4  Failures: 0  Pass Rate: 100.00%"),
 ], "lessons": [
  {"id": "state-refund-window", "kind": "test_fixed", "rule": ["reply mentions the 30 day refund window"], "alternative": ["state the policy"],
   "reason": [], "files": ["prompts/support_reply.txt"]}],
 "not_lessons": []},

"s19_langfuse_lambda_flush": {"domain": "Langfuse tracing in an AWS Lambda LLM handler", "cwd": "/home/kofi/src/recipe-assistant", "branch": "fix/tracing", "events": [
  ("u", "langfuse shows zero traces for prod since tuesday. locally everything shows up"),
  ("read", "handler.py", "from langfuse.decorators import observe\n\n@observe()\ndef answer(question):\n    return llm(question)\n\ndef lambda_handler(event, context):\n    return {'statusCode': 200, 'body': answer(event['body'])}"),
  ("a", "The Langfuse SDK batches events and sends them from a background thread, and Lambda freezes the process as soon as the handler returns, so the batch never leaves; locally the process lives long enough. Calling langfuse_context.flush() before returning sends it. Tuesday is when the handler moved from the container to Lambda."),
  ("edit", "handler.py", "def lambda_handler(event, context):\n    return {'statusCode': 200, 'body': answer(event['body'])}", "def lambda_handler(event, context):\n    body = answer(event['body'])\n    langfuse_context.flush()\n    return {'statusCode': 200, 'body': body}"),
  ("bash", "sam build && sam local invoke AnswerFunction -e events/question.json", "Build Succeeded\nInvoking handler.lambda_handler (python3.12)\nEND RequestId: 5c1e0e6a Duration: 2412.33 ms Billed Duration: 2413 ms\n{\"statusCode\": 200, \"body\": \"Soak the chickpeas overnight...\"}"),
  ("u", "trace is there. adds like 150ms though?"),
  ("a", "Yes, the flush waits for the HTTP call. Moving to the Langfuse Lambda extension would avoid that, but flush is fine at your traffic."),
  ("u", "fine for now"),
 ], "lessons": [
  {"id": "flush-before-lambda-returns", "kind": "root_cause", "rule": ["langfuse_context.flush()"], "alternative": [],
   "reason": ["Lambda freezes the process as soon as the handler returns"], "files": ["handler.py"]}],
 "not_lessons": ["langfuse shows zero traces for prod since tuesday"]},

"s20_chalice_pdf_render_queue": {"domain": "AWS Chalice API (invoice PDF rendering)", "cwd": "/home/mei/src/quotes-api", "branch": "fix/pdf-timeout", "events": [
  ("u", "POST /quotes/{id}/pdf times out for quotes with many lines. app.py + .chalice/config.json"),
  ("read", ".chalice/config.json", "{\n  \"version\": \"2.0\",\n  \"app_name\": \"quotes-api\",\n  \"stages\": {\n    \"prod\": {\"lambda_timeout\": 30, \"lambda_memory_size\": 512}\n  }\n}"),
  ("a", "I'll raise lambda_timeout to 300 and memory to 1536 so the big quotes have time to render."),
  ("u", "no dont, API gateway cuts the request at 29s anyway so a longer lambda timeout just bills us for work nobody receives. move the render to an SQS-triggered function and return 202 with the quote status url"),
  ("edit", "app.py", "@app.route('/quotes/{quote_id}/pdf', methods=['POST'])\ndef render_pdf(quote_id):\n    pdf = render(quote_id)\n    return upload(pdf)", "@app.route('/quotes/{quote_id}/pdf', methods=['POST'])\ndef render_pdf(quote_id):\n    sqs.send_message(QueueUrl=RENDER_QUEUE, MessageBody=quote_id)\n    return Response(status_code=202, body={'status_url': f'/quotes/{quote_id}/pdf/status'})\n\n\n@app.on_sqs_message(queue='quote-pdf-render', batch_size=1)\ndef render_worker(event):\n    for record in event:\n        upload(render(record.body))"),
  ("bash", "pytest tests/test_pdf.py -q", "...                                                                      [100%]\n3 passed in 1.87s"),
  ("u", "frontend needs to poll then, ill tell Ben"),
 ], "lessons": [
  {"id": "pdf-render-via-sqs", "kind": "correction", "rule": ["move the render to an SQS-triggered function"], "alternative": ["return 202 with the quote status url"],
   "reason": ["API gateway cuts the request at 29s"], "files": ["app.py"]}],
 "not_lessons": ["times out for quotes with many lines"]},

"s21_zappa_keep_warm": {"domain": "Zappa-deployed Flask shop backend", "cwd": "/home/lucas/src/teashop-backend", "branch": "chore/aws-costs", "events": [
  ("u", "aws bill went up, look at zappa_settings.json for anything dumb"),
  ("read", "zappa_settings.json", "{\n  \"production\": {\n    \"app_function\": \"shop.app\",\n    \"memory_size\": 1024,\n    \"keep_warm\": true,\n    \"keep_warm_expression\": \"rate(1 minute)\",\n    \"timeout_seconds\": 30\n  }\n}"),
  ("a", "keep_warm pings every minute, about 43,000 invocations a month; I'll turn it off and drop memory_size to 512."),
  ("edit", "zappa_settings.json", "    \"memory_size\": 1024,\n    \"keep_warm\": true,\n    \"keep_warm_expression\": \"rate(1 minute)\",", "    \"memory_size\": 512,\n    \"keep_warm\": false,"),
  ("u", "revert that. the keep_warm ping is what keeps the stripe webhook answering under 10s on a cold start, stripe retried in march and we shipped 14 orders twice. set it to rate(4 minutes) if you want to save something"),
  ("edit", "zappa_settings.json", "    \"memory_size\": 512,\n    \"keep_warm\": false,", "    \"memory_size\": 1024,\n    \"keep_warm\": true,\n    \"keep_warm_expression\": \"rate(4 minutes)\","),
  ("bash", "zappa update production", "Calling update for stage production..\nDownloading and installing dependencies..\nUpdating Lambda function code..\nScheduling keep-warm..\nYour updated Zappa deployment is live!: https://api.teashop.example"),
  ("u", "the real cost was the cloudwatch logs btw, set retention to 14 days"),
  ("bash", "aws logs put-retention-policy --log-group-name /aws/lambda/teashop-backend-production --retention-in-days 14 && echo done", "done"),
 ], "lessons": [
  {"id": "keep-warm-for-stripe", "kind": "correction", "rule": ["revert that"], "alternative": ["rate(4 minutes)"],
   "reason": ["keeps the stripe webhook answering under 10s on a cold start"], "files": ["zappa_settings.json"]}],
 "not_lessons": ["aws bill went up"]},

"s22_inngest_onboarding_steps": {"domain": "Inngest durable functions (onboarding emails)", "cwd": "/home/tess/src/plannerly", "branch": "fix/triple-welcome", "events": [
  ("u", "people got the welcome email 3x this morning 😬 src/inngest/onboarding.ts"),
  ("read", "src/inngest/onboarding.ts", "export const onboarding = inngest.createFunction(\n  { id: 'onboarding' },\n  { event: 'user/signed.up' },\n  async ({ event, step }) => {\n    await step.run(`welcome-${Date.now()}`, () => sendWelcome(event.data.email))\n    await step.sleep('wait-a-day', '1d')\n    await step.run(`tips-${Date.now()}`, () => sendTips(event.data.email))\n  })"),
  ("a", "The step ids are built from Date.now(), so each time Inngest replays the function to run the next step it sees new ids, can't match them with the memoized results, and runs the welcome step again. Step ids have to be stable strings."),
  ("edit", "src/inngest/onboarding.ts", "    await step.run(`welcome-${Date.now()}`, () => sendWelcome(event.data.email))", "    await step.run('send-welcome', () => sendWelcome(event.data.email))"),
  ("edit", "src/inngest/onboarding.ts", "    await step.run(`tips-${Date.now()}`, () => sendTips(event.data.email))", "    await step.run('send-tips', () => sendTips(event.data.email))"),
  ("u", "and add idempotency on the user id. the signup form double-posts on slow phones"),
  ("edit", "src/inngest/onboarding.ts", "  { id: 'onboarding' },", "  { id: 'onboarding', idempotency: 'event.data.userId' },"),
  ("bash", "npx vitest run src/inngest", " \u2713 src/inngest/onboarding.test.ts (3 tests) 61ms\n\n Test Files  1 passed (1)\n      Tests  3 passed (3)"),
 ], "lessons": [
  {"id": "stable-step-ids", "kind": "root_cause", "rule": ["Step ids have to be stable strings"], "alternative": [],
   "reason": ["can't match them with the memoized results"], "files": ["src/inngest/onboarding.ts"]},
  {"id": "idempotency-on-user-id", "kind": "rule", "rule": ["add idempotency on the user id"], "alternative": [],
   "reason": ["the signup form double-posts on slow phones"], "files": ["src/inngest/onboarding.ts"]}],
 "not_lessons": ["people got the welcome email 3x this morning"]},

"s23_triggerdev_fulfilment": {"domain": "Trigger.dev v3 background tasks (print-on-demand fulfilment)", "cwd": "/home/joao/src/camisetas-pod", "branch": "feat/fulfilment", "events": [
  ("u", "hi, the fulfilment task sometimes send the order to the printer two times. we have a redis lock in src/trigger/fulfil-order.ts but is not enough I think"),
  ("read", "src/trigger/fulfil-order.ts", "export const fulfilOrder = task({\n  id: 'fulfil-order',\n  run: async (payload: { orderId: string }) => {\n    const ok = await redis.set(`lock:${payload.orderId}`, '1', 'EX', 60, 'NX')\n    if (!ok) return\n    await printful.createOrder(payload.orderId)\n  },\n})"),
  ("a", "The lock expires after 60 seconds, and a deploy that restarts the task in the middle lets a retry start after the lock is gone. Trigger.dev's idempotencyKey on the trigger call would make the second trigger return the first run instead."),
  ("u", "ok we go with idempotencyKey with the order id and remove the redis lock, because the lock expire during deploys and then we pay the print twice. is more simple also"),
  ("edit", "src/trigger/fulfil-order.ts", "    const ok = await redis.set(`lock:${payload.orderId}`, '1', 'EX', 60, 'NX')\n    if (!ok) return\n", ""),
  ("edit", "src/webhooks/shopify.ts", "await fulfilOrder.trigger({ orderId })", "await fulfilOrder.trigger({ orderId }, { idempotencyKey: `fulfil-${orderId}` })"),
  ("bash", "npx trigger.dev@latest dev --skip-update-check 2>&1 | tail -3", "Trigger.dev (3.2.1)\n\u25cb Building background worker\u2026\n\u2713 Local worker ready [node] -> 20261127.4"),
  ("u", "obrigado"),
 ], "lessons": [
  {"id": "idempotency-key-not-lock", "kind": "decision", "rule": ["idempotencyKey with the order id"], "alternative": ["remove the redis lock"],
   "reason": ["the lock expire during deploys"], "files": ["src/webhooks/shopify.ts"]}],
 "not_lessons": ["the fulfilment task sometimes send the order to the printer two times"]},

"s24_bridgetown_sitemap_drafts": {"domain": "Bridgetown static site for an architecture studio", "cwd": "/home/elin/clients/nord-arkitekter", "branch": "fix/sitemap", "events": [
  ("u", "run the tests before I send the preview to the client"),
  ("bash", "bin/bridgetown test", "Run options: --seed 31337\n\n# Running:\n\n..F.\n\nFailure:\nTestSitemap#test_sitemap_excludes_unpublished_projects [test/test_sitemap.rb:18]:\nExpected \"<loc>https://nord.example/projects/harbour-baths/</loc>\" to not be included in sitemap.xml.\n\n4 runs, 9 assertions, 1 failures, 0 errors, 0 skips"),
  ("read", "src/sitemap.xml.erb", "<% collections.projects.resources.each do |project| %>\n  <url><loc><%= absolute_url project.relative_url %></loc></url>\n<% end %>"),
  ("edit", "src/sitemap.xml.erb", "<% collections.projects.resources.each do |project| %>", "<% collections.projects.resources.reject { _1.data.published == false }.each do |project| %>"),
  ("bash", "bin/bridgetown test", "Run options: --seed 9144\n\n# Running:\n\n....\n\n4 runs, 9 assertions, 0 failures, 0 errors, 0 skips"),
  ("u", "great, sending"),
  ("a", "I'll deploy the branch to a public preview url you can send."),
  ("u", "use preview.nord.example, the one behind basic auth. the last open preview link ended up in a tender document of their competitor"),
  ("bash", "rsync -az --delete output/ deploy@preview.nord.example:/srv/preview/ && curl -s -o /dev/null -w '%{http_code}\\n' https://preview.nord.example/", "401"),
  ("u", "401 without the password, good"),
 ], "lessons": [
  {"id": "sitemap-skip-unpublished", "kind": "test_fixed", "rule": ["test_sitemap_excludes_unpublished_projects"], "alternative": ["published == false"],
   "reason": [], "files": ["src/sitemap.xml.erb"]},
  {"id": "previews-behind-basic-auth", "kind": "correction", "rule": ["use preview.nord.example, the one behind basic auth"], "alternative": [],
   "reason": ["ended up in a tender document of their competitor"], "files": []}],
 "not_lessons": []},

"s25_processwire_news_listing": {"domain": "ProcessWire CMS agency site (news listing)", "cwd": "/var/www/stadtwerke-relaunch", "branch": "feat/news-archive", "events": [
  ("u", "Please make the news archive page, template site/templates/news-archive.php, with year filter."),
  ("a", "I'll load all news pages with $pages->find('template=news') and group them by year in PHP."),
  ("u", "No, please not $pages->find without limit, on this site are 40k news pages and the server has only 128M memory_limit. Use limit=20 and the pager, the year is a selector too (date>=...)."),
  ("write", "site/templates/news-archive.php", "<?php namespace ProcessWire;\n$year = (int) $input->get('jahr') ?: (int) date('Y');\n$items = $pages->find(\"template=news, date>={$year}-01-01, date<\" . ($year + 1) . \"-01-01, sort=-date, limit=20\");\nforeach ($items as $item) echo \"<article><h2>{$item->title}</h2></article>\";\necho $items->renderPager();"),
  ("bash", "curl -s -o /dev/null -w '%{http_code} %{time_total}\\n' 'https://relaunch.stadtwerke.test/aktuelles/archiv/?jahr=2019'", "200 0.412"),
  ("u", "Gut. The title of the page should be \"Archiv 2019\" with the year."),
  ("edit", "site/templates/news-archive.php", "foreach ($items as $item)", "$page->headline = \"Archiv {$year}\";\nforeach ($items as $item)"),
 ], "lessons": [
  {"id": "pw-find-with-limit", "kind": "correction", "rule": ["not $pages->find without limit"], "alternative": ["Use limit=20 and the pager"],
   "reason": ["128M memory_limit"], "files": ["site/templates/news-archive.php"]}],
 "not_lessons": []},

"s26_umbraco_usync_deploy": {"domain": "Umbraco 13 client site deployed with uSync", "cwd": "C:\\src\\harbour-hotels-web", "branch": "release/2026-11", "events": [
  ("u", "deployed, but the new Testimonial block isn't on live. works on staging. ?"),
  ("read", "src/HarbourHotels.Web/appsettings.Production.json", "{\n  \"uSync\": {\n    \"Settings\": {\n      \"ImportAtStartup\": \"None\"\n    }\n  }\n}"),
  ("a", "uSync imports the files in uSync/v9 only when ImportAtStartup says so, and appsettings.Production.json sets it to None, so the Testimonial content type from the deploy never reached the live database; staging has the default. I'll set it to All."),
  ("u", "set it to Settings, not All — All imports content too and would overwrite what the hotel's editors changed on live since the last export"),
  ("edit", "src/HarbourHotels.Web/appsettings.Production.json", "      \"ImportAtStartup\": \"None\"", "      \"ImportAtStartup\": \"Settings\""),
  ("bash", "dotnet build src/HarbourHotels.Web -c Release --nologo -v q", "  HarbourHotels.Web -> C:\\src\\harbour-hotels-web\\src\\HarbourHotels.Web\\bin\\Release\\net8.0\\HarbourHotels.Web.dll\n\nBuild succeeded.\n    0 Warning(s)\n    0 Error(s)"),
  ("u", "redeployed, block is there"),
 ], "lessons": [
  {"id": "usync-import-at-startup", "kind": "root_cause", "rule": ["ImportAtStartup"], "alternative": [],
   "reason": ["sets it to None"], "files": ["src/HarbourHotels.Web/appsettings.Production.json"]},
  {"id": "usync-settings-not-all", "kind": "correction", "rule": ["set it to Settings, not All"], "alternative": [],
   "reason": ["would overwrite what the hotel's editors changed on live"], "files": ["src/HarbourHotels.Web/appsettings.Production.json"]}],
 "not_lessons": ["the new Testimonial block isn't on live"]},

"s27_snipcart_price_crawler": {"domain": "Snipcart buy buttons on a static craft shop", "cwd": "/home/bea/clients/ceramica-shop", "branch": "main", "events": [
  ("u", "customer emailed: checkout says 'product price has changed' and won't let her pay. the mug is 28 on the site"),
  ("read", "themes/ceramica/layout/_partial/buy-button.ejs", "<button class=\"snipcart-add-item\"\n  data-item-id=\"<%= page.sku %>\"\n  data-item-price=\"<%= page.price %>\"\n  data-item-url=\"https://staging.ceramica.example<%= url_for(page.path) %>\">"),
  ("a", "Snipcart validates every order by crawling the data-item-url and comparing the price it finds there with the cart. The button points the crawler at staging, which still has the mug at 24, so the prices differ and the checkout refuses. The url has to be the live page; full_url_for builds it from the production url in _config.yml."),
  ("edit", "themes/ceramica/layout/_partial/buy-button.ejs", "  data-item-url=\"https://staging.ceramica.example<%= url_for(page.path) %>\">", "  data-item-url=\"<%= full_url_for(page.path) %>\">"),
  ("bash", "npx hexo clean && npx hexo generate && grep -o 'data-item-url=\"[^\"]*\"' public/shop/mug-terra/index.html", "INFO  Generated: shop/mug-terra/index.html\nINFO  214 files generated in 1.02 s\ndata-item-url=\"https://ceramica.example/shop/mug-terra/\""),
  ("u", "pushed, she paid 🙏 also can the shipping be free over 60"),
  ("a", "Free shipping over a threshold is set in the Snipcart dashboard under Shipping, not in the site; I can't change it from here."),
  ("u", "ok ill do it"),
 ], "lessons": [
  {"id": "snipcart-crawls-item-url", "kind": "root_cause", "rule": ["The url has to be the live page"], "alternative": ["full_url_for"],
   "reason": ["crawling the data-item-url"], "files": ["themes/ceramica/layout/_partial/buy-button.ejs"]}],
 "not_lessons": ["checkout says 'product price has changed' and won't let her pay"]},

"s28_sylius_mollie_webhooks": {"domain": "Mollie payments for a Sylius shop", "cwd": "/home/pieter/src/fietsen-shop", "branch": "feat/mollie", "events": [
  ("u", "hook up mollie for the sylius shop, test keys only (test_...). webhooks must point at the ngrok url not localhost, mollie cant reach localhost and the order sits on 'awaiting payment' forever"),
  ("bash", "composer require mollie/sylius-plugin:^2.0", "./composer.json has been updated\nPackage operations: 3 installs, 0 updates, 0 removals\n  - Installing mollie/mollie-api-php (v2.76.0)\n  - Installing mollie/sylius-plugin (v2.1.4)\nGenerating optimized autoload files"),
  ("write", "config/packages/sylius_mollie.yaml", "imports:\n    - { resource: \"@SyliusMolliePlugin/Resources/config/config.yaml\" }\n\nsylius_mollie:\n    api_key: '%env(MOLLIE_TEST_API_KEY)%'\n    webhook_base_url: '%env(MOLLIE_WEBHOOK_BASE_URL)%'\n"),
  ("edit", ".env.local", "MOLLIE_TEST_API_KEY=", "MOLLIE_TEST_API_KEY=test_xxxxxxxxxxxxxxxxxxxxxxxx\nMOLLIE_WEBHOOK_BASE_URL=https://fietsen-pieter.ngrok.app"),
  ("bash", "bin/console cache:clear && bin/console debug:router | grep mollie", " [OK] Cache for the \"dev\" environment (debug=true) was successfully cleared.\n  sylius_mollie_plugin_payment_webhook   POST   /payment-webhook/{orderId}"),
  ("u", "paid with ideal test bank, order shows 'paid' 🎉"),
  ("u", "one thing, the payment method names are english on the nl channel"),
  ("a", "The plugin takes method names from Mollie's API in the locale of the API key's profile; the channel's translations for each gateway are under Payment methods in the admin, and setting the nl_NL name there overrides it."),
 ], "lessons": [
  {"id": "mollie-webhook-ngrok", "kind": "rule", "rule": ["webhooks must point at the ngrok url not localhost"], "alternative": [],
   "reason": ["mollie cant reach localhost"], "files": ["config/packages/sylius_mollie.yaml"]},
  {"id": "mollie-method-names-locale", "kind": "root_cause", "optional": True, "rule": ["setting the nl_NL name there overrides it"], "alternative": [],
   "reason": ["in the locale of the API key's profile"], "files": []}],
 "not_lessons": ["the payment method names are english on the nl channel"]},

"s29_lemonsqueezy_license_systray": {"domain": "Lemon Squeezy license keys in a Go system-tray app (getlantern/systray)", "cwd": "/home/arjun/src/snapnotes-desktop", "branch": "feat/offline-license", "events": [
  ("u", "users on trains get 'license invalid' when offline. internal/license/license.go validates on every launch against lemon squeezy"),
  ("a", "Two options: keep validating on launch with a grace period when the network is down, or activate once and cache the instance_id and expiry locally, revalidating weekly."),
  ("u", "activate once and cache the instance_id locally, revalidate weekly when online. a grace period still locks out anyone who installs on a plane and that's half our reviews"),
  ("edit", "internal/license/license.go", "func Check(key string) error {\n\treturn validate(key)\n}", "func Check(key string) error {\n\tc, err := loadCache()\n\tif err == nil && c.Key == key && time.Since(c.ValidatedAt) < 7*24*time.Hour {\n\t\treturn nil\n\t}\n\treturn activateOrValidate(key)\n}"),
  ("bash", "go test ./internal/license/...", "--- FAIL: TestActivateStoresInstanceID (0.00s)\n    license_test.go:41: cache.InstanceID = \"\", want \"inst_8f2a\"\nFAIL\nFAIL\tgithub.com/snapnotes/desktop/internal/license\t0.014s"),
  ("edit", "internal/license/activate.go", "\treturn saveCache(Cache{Key: key, ValidatedAt: time.Now()})", "\treturn saveCache(Cache{Key: key, InstanceID: resp.Instance.ID, ValidatedAt: time.Now()})"),
  ("bash", "go test ./internal/license/...", "ok  \tgithub.com/snapnotes/desktop/internal/license\t0.016s"),
  ("u", "👍"),
 ], "lessons": [
  {"id": "cache-license-activation", "kind": "decision", "rule": ["activate once and cache the instance_id locally"], "alternative": ["revalidate weekly when online"],
   "reason": ["locks out anyone who installs on a plane"], "files": ["internal/license/license.go"]},
  {"id": "store-instance-id", "kind": "test_fixed", "rule": ["TestActivateStoresInstanceID"], "alternative": ["resp.Instance.ID"],
   "reason": [], "files": ["internal/license/activate.go"]}],
 "not_lessons": ["users on trains get 'license invalid' when offline"]},

"s30_posthog_flags_remix": {"domain": "PostHog feature flags on a Remix marketing site", "cwd": "/home/zoe/src/fintrack-site", "branch": "exp/pricing-hero", "events": [
  ("u", "the pricing hero experiment flickers, you see the old hero for half a sec then the new one. app/root.tsx"),
  ("read", "app/root.tsx", "useEffect(() => {\n  posthog.init(ENV.POSTHOG_KEY, { api_host: 'https://eu.i.posthog.com' })\n}, [])"),
  ("a", "posthog-js fetches the flags only after the page has rendered, so the first paint uses the default variant and swaps when /decide answers. Evaluating the flag in the loader with posthog-node and passing it to bootstrap.featureFlags renders the right variant from the start."),
  ("edit", "app/root.tsx", "  posthog.init(ENV.POSTHOG_KEY, { api_host: 'https://eu.i.posthog.com' })", "  posthog.init(ENV.POSTHOG_KEY, {\n    api_host: 'https://eu.i.posthog.com',\n    bootstrap: { distinctID: data.distinctId, featureFlags: data.flags },\n  })"),
  ("u", "that's the EU host, this client's project is on the US cloud. us.i.posthog.com"),
  ("edit", "app/root.tsx", "    api_host: 'https://eu.i.posthog.com',", "    api_host: 'https://us.i.posthog.com',"),
  ("edit", "app/entry.server.tsx", "const posthog = new PostHog(process.env.POSTHOG_KEY!, { host: 'https://eu.i.posthog.com' })", "const posthog = new PostHog(process.env.POSTHOG_KEY!, { host: 'https://us.i.posthog.com' })"),
  ("bash", "npm run build && npx remix-serve build/index.js & sleep 4; curl -s localhost:3000/pricing | grep -o 'data-variant=\"[a-z-]*\"'", "data-variant=\"hero-b\""),
  ("u", "no flicker 👌"),
 ], "lessons": [
  {"id": "bootstrap-flags-from-loader", "kind": "root_cause", "rule": ["bootstrap.featureFlags"], "alternative": [],
   "reason": ["fetches the flags only after the page has rendered"], "files": ["app/root.tsx"]},
  {"id": "posthog-us-host", "kind": "correction", "rule": ["us.i.posthog.com"], "alternative": [],
   "reason": ["this client's project is on the US cloud"], "files": ["app/root.tsx"]}],
 "not_lessons": ["the pricing hero experiment flickers"]},

"s31_valtown_webflow_sync": {"domain": "Webflow CMS sync from a Val Town cron", "cwd": "/home/max/vals/agency-vals", "branch": "main", "events": [
  ("u", "the job sync for the recruiting client died again, log from val town:\n\n2026-11-27T06:00:02Z sync start, 184 jobs from Personio\n2026-11-27T06:00:03Z PATCH items/66f1a... 200\n2026-11-27T06:00:03Z POST items/publish 202\n2026-11-27T06:00:04Z PATCH items/66f1b... 200\n2026-11-27T06:00:04Z POST items/publish 202\n... (same for 57 more)\n2026-11-27T06:01:01Z PATCH items/66f2c... 429 Too Many Requests {\"message\":\"Rate limit hit\",\"code\":\"too_many_requests\"}\n2026-11-27T06:01:01Z POST items/publish 429\n2026-11-27T06:01:02Z PATCH items/66f2d... 429\n... 429s all the way down\n2026-11-27T06:03:14Z sync failed: 123 of 184 not updated\n\nso. publish the items in one call at the end, not after each item — webflow counts every publish against the site's 60/min and while we're over it the client's editors get 429s in the designer too"),
  ("read", "vals/webflowSync.ts", "for (const job of jobs) {\n  await wf.patch(`/collections/${COLL}/items/${job.itemId}`, toFields(job))\n  await wf.post(`/collections/${COLL}/items/publish`, { itemIds: [job.itemId] })\n}"),
  ("edit", "vals/webflowSync.ts", "for (const job of jobs) {\n  await wf.patch(`/collections/${COLL}/items/${job.itemId}`, toFields(job))\n  await wf.post(`/collections/${COLL}/items/publish`, { itemIds: [job.itemId] })\n}", "for (const batch of chunk(jobs, 100)) {\n  await wf.patch(`/collections/${COLL}/items`, { items: batch.map(toItem) })\n}\nfor (const ids of chunk(jobs.map((j) => j.itemId), 100)) {\n  await wf.post(`/collections/${COLL}/items/publish`, { itemIds: ids })\n}"),
  ("bash", "deno run -A vals/webflowSync.ts --dry-run", "dry run: 2 PATCH calls (184 items), 2 publish calls"),
  ("u", "run it for real"),
  ("bash", "deno run -A vals/webflowSync.ts", "2026-11-27T10:41:20Z sync start, 184 jobs from Personio\n2026-11-27T10:41:22Z PATCH items 200 (100)\n2026-11-27T10:41:23Z PATCH items 200 (84)\n2026-11-27T10:41:24Z POST items/publish 202\n2026-11-27T10:41:24Z POST items/publish 202\n2026-11-27T10:41:24Z sync done"),
 ], "lessons": [
  {"id": "webflow-publish-once", "kind": "rule", "rule": ["publish the items in one call at the end"], "alternative": [],
   "reason": ["counts every publish against the site's 60/min"], "files": ["vals/webflowSync.ts"]}],
 "not_lessons": ["the job sync for the recruiting client died again"]},

"s32_chitchat_agency_friday": {"domain": "chit-chat (agency Friday and a client pitch)", "cwd": "/home/jonas/clients/brotzeit-bakery", "events": [
  ("u", "before we start: the pitch yesterday went ok I think. I never know if the mood board slide is too much"),
  ("a", "Sounds like it went well. What's on the list today?"),
  ("u", "nothing big. Carla from the bakery sent cake again, I always feel bad we bill her at all lol. we fixed her contact form in like 10 min last month and she acted like we saved her life"),
  ("a", "Happy clients are the best kind. Shall I look at anything on her site?"),
  ("u", "no no, it's friday. don't let me start anything new, because I will and then it's 8pm. the intern got the office wifi password wrong three times this morning btw, it's on the fridge"),
  ("a", "Noted. Have a good weekend when you get there."),
 ], "lessons": [], "not_lessons": ["I never know if the mood board slide is too much", "I always feel bad we bill her at all", "we fixed her contact form in like 10 min last month", "don't let me start anything new, because I will", "got the office wifi password wrong three times"]},

"s33_tasktalk_launch_week_standup": {"domain": "task talk (app launch week standup notes)", "cwd": "/Users/dani/dev/padel-club-app", "events": [
  ("u", "help me write the standup note for the founders. points: app review passed tuesday, android went live wednesday, the rating prompt was wrong on tablets but we fixed it thursday"),
  ("a", "\"Launch week: iOS passed App Review on Tuesday, Android went live Wednesday. The rating prompt showed wrongly on tablets; fixed Thursday.\""),
  ("u", "add: we never got the promo codes from apple in time because the request went to an old email. and that we always ship on tuesdays going forward, I'll explain why in the meeting"),
  ("a", "\"Promo codes from Apple arrived late because the request went to an outdated address. Going forward, releases ship on Tuesdays (details in the meeting).\""),
  ("u", "good. don't mention the crash numbers, Ana wants to present those herself"),
  ("a", "Left out. Want a Slack-friendly version with bullets?"),
  ("u", "yes pls"),
 ], "lessons": [], "not_lessons": ["the rating prompt was wrong on tablets but we fixed it thursday", "we never got the promo codes from apple in time because the request went to an old email", "we always ship on tuesdays going forward", "don't mention the crash numbers", "Ana wants to present those herself"]},

"s34_chitchat_coworking_coffee": {"domain": "chit-chat (coworking space between tasks)", "cwd": "/home/priya/src/studio-newsletter", "events": [
  ("u", "brb the coworking coffee machine is broken again. third time this month"),
  ("a", "Good luck. I'll be here."),
  ("u", "back. the guy at the desk said it was because someone put oat milk in the water tank 🙃 I never drink it anyway, always bring my own"),
  ("a", "A mystery solved. Anything for the newsletter today?"),
  ("u", "not yet. the community manager said the wrong date for the holiday party in the group chat and now half the people think its the 12th. don't get me started"),
  ("a", "Ha. I'm around when you want to start on the newsletter."),
 ], "lessons": [], "not_lessons": ["the coworking coffee machine is broken again", "because someone put oat milk in the water tank", "I never drink it anyway, always bring my own", "said the wrong date for the holiday party", "don't get me started"]},
"s35_customerio_trial_campaign": {"domain": "Customer.io campaigns for a SaaS trial funnel", "cwd": "/home/ines/src/trialflow", "branch": "feat/trial-events", "events": [
  ("u", "the 'trial ending' campaign in customer.io didn't send to anyone this week. we send the event from src/lib/cio.ts"),
  ("read", "src/lib/cio.ts", "export async function trialEnding(user: User) {\n  await cio.track(user.id, { name: 'Trial Ending', data: { days_left: 3 } })\n}"),
  ("bash", "curl -s -u $CIO_SITE:$CIO_KEY 'https://beta-api.customer.io/v1/campaigns/41' | jq '.campaign.trigger_event'", "\"trial_ending\""),
  ("a", "Customer.io matches event names exactly, and the campaign triggers on trial_ending while the code sends 'Trial Ending' since last week's refactor, so no event ever matches and nobody enters the campaign. I'll send trial_ending and keep the names in one constant file."),
  ("edit", "src/lib/cio.ts", "  await cio.track(user.id, { name: 'Trial Ending', data: { days_left: 3 } })", "  await cio.track(user.id, { name: CIO_EVENTS.trialEnding, data: { days_left: 3 } })"),
  ("write", "src/lib/cioEvents.ts", "// must match the campaign triggers in Customer.io exactly\nexport const CIO_EVENTS = { trialEnding: 'trial_ending', trialConverted: 'trial_converted' } as const\n"),
  ("a", "Next I'll backfill: send trial_ending now for the 212 users whose trial ended this week."),
  ("u", "don't backfill those, half of them already converted or churned, a 'your trial ends in 3 days' mail now is just wrong. only the ones with days_left >= 1 today"),
  ("bash", "npx tsx scripts/backfill-trial-ending.ts --min-days-left 1", "eligible: 38 users\nsent 38 trial_ending events"),
  ("u", "ok good. thx"),
 ], "lessons": [
  {"id": "cio-event-names-exact", "kind": "root_cause", "rule": ["send trial_ending"], "alternative": ["keep the names in one constant file"],
   "reason": ["matches event names exactly"], "files": ["src/lib/cio.ts"]},
  {"id": "no-stale-backfill", "kind": "correction", "rule": ["don't backfill those"], "alternative": ["only the ones with days_left >= 1 today"],
   "reason": ["already converted or churned"], "files": []}],
 "not_lessons": ["the 'trial ending' campaign in customer.io didn't send to anyone this week"]},

"s36_strapi_menu_api": {"domain": "Strapi 5 content API for a restaurant ordering app", "cwd": "/home/kenji/src/ramen-cms", "branch": "fix/menu-images", "events": [
  ("u", "app shows the menu but no dish photos and no allergens since we moved to strapi 5. endpoint /api/menus"),
  ("bash", "curl -s 'localhost:1337/api/menus?filters[slug][$eq]=lunch' | jq '.data[0].dishes[0]'", "null"),
  ("a", "Strapi 5 no longer returns relations or media unless the request asks for them with populate, and the app's request has none, so dishes, photos and allergens are all left out. I'll add populate=* to the app's query."),
  ("u", "populate=* only goes one level, dishes.photo is 2 deep. and please put it in a route middleware on the server, not in the app — the app store review takes 2 days and the old app version would still be broken"),
  ("write", "src/api/menu/middlewares/populate-menu.ts", "export default () => async (ctx, next) => {\n  ctx.query.populate = { dishes: { populate: { photo: true, allergens: true } } }\n  await next()\n}\n"),
  ("edit", "src/api/menu/routes/menu.ts", "export default factories.createCoreRouter('api::menu.menu')", "export default factories.createCoreRouter('api::menu.menu', {\n  config: { find: { middlewares: ['api::menu.populate-menu'] } },\n})"),
  ("bash", "npm run build && curl -s 'localhost:1337/api/menus?filters[slug][$eq]=lunch' | jq '.data[0].dishes[0] | {name, photo: .photo.url, allergens: [.allergens[].code]}'", "{\n  \"name\": \"Tonkotsu\",\n  \"photo\": \"/uploads/tonkotsu_4f1a.jpg\",\n  \"allergens\": [\"gluten\", \"soy\", \"egg\"]\n}"),
  ("u", "photos back in the app without an update 🙌"),
 ], "lessons": [
  {"id": "strapi5-populate", "kind": "root_cause", "rule": ["populate"], "alternative": [],
   "reason": ["no longer returns relations or media unless the request asks for them"], "files": []},
  {"id": "populate-in-server-middleware", "kind": "correction", "rule": ["put it in a route middleware on the server, not in the app"], "alternative": [],
   "reason": ["the app store review takes 2 days"], "files": ["src/api/menu/middlewares/populate-menu.ts"]}],
 "not_lessons": ["app shows the menu but no dish photos and no allergens"]},

"s37_plausible_signup_goals": {"domain": "Plausible Analytics custom events for a SaaS signup funnel", "cwd": "/home/sven/src/invoicely-web", "branch": "feat/funnel", "events": [
  ("u", "plausible shows 0 conversions for the Signup goal but we got 37 signups this week"),
  ("read", "src/components/SignupForm.vue", "async function submit() {\n  await api.signup(form)\n  window.plausible?.('signup')\n  router.push('/welcome')\n}"),
  ("a", "Plausible matches a custom event to a goal by its exact name, and the goal is called Signup while the form sends 'signup', so the events are recorded but never counted as conversions. I'll send 'Signup'."),
  ("edit", "src/components/SignupForm.vue", "  window.plausible?.('signup')", "  window.plausible?.('Signup', { props: { plan: form.plan } })"),
  ("u", "also the router.push right after kills the request sometimes on safari"),
  ("a", "window.plausible accepts a callback that runs once the event is sent; pushing the route inside it keeps Safari from cancelling the request."),
  ("edit", "src/components/SignupForm.vue", "  window.plausible?.('Signup', { props: { plan: form.plan } })\n  router.push('/welcome')", "  window.plausible?.('Signup', { props: { plan: form.plan }, callback: () => router.push('/welcome') })"),
  ("u", "hm no, if plausible is blocked by an adblocker the callback never runs and the user is stuck on the form. push after a 300ms timeout whichever comes first"),
  ("edit", "src/components/SignupForm.vue", "callback: () => router.push('/welcome') })", "callback: go })\n  setTimeout(go, 300)"),
  ("bash", "npx vitest run src/components/SignupForm.test.ts", " \u2713 src/components/SignupForm.test.ts (3 tests) 44ms\n   \u2713 navigates even when plausible is blocked\n\n Test Files  1 passed (1)\n      Tests  3 passed (3)"),
 ], "lessons": [
  {"id": "plausible-goal-name-exact", "kind": "root_cause", "rule": ["send 'Signup'"], "alternative": [],
   "reason": ["matches a custom event to a goal by its exact name"], "files": ["src/components/SignupForm.vue"]},
  {"id": "navigate-on-timeout-too", "kind": "correction", "rule": ["push after a 300ms timeout whichever comes first"], "alternative": [],
   "reason": ["if plausible is blocked by an adblocker the callback never runs"], "files": ["src/components/SignupForm.vue"]}],
 "not_lessons": ["plausible shows 0 conversions for the Signup goal but we got 37 signups this week"]},

"s38_vendure_shipping_calculator": {"domain": "Vendure plugin (courier shipping calculator)", "cwd": "/home/aoife/src/teastall-vendure", "branch": "feat/courier-rates", "events": [
  ("u", "shipping to Ireland quotes €0 at checkout, should be ~€9. calculator is src/plugins/courier/courier-calculator.ts"),
  ("read", "src/plugins/courier/courier-calculator.ts", "calculate: async (ctx, order) => {\n  const kg = order.lines.reduce((s, l) => s + l.productVariant.customFields.weight * l.quantity, 0)\n  const rate = await rates.lookup(order.shippingAddress.country, kg)\n  return { price: rate?.price ?? 0, priceIncludesTax: true, taxRate: 23 }\n}"),
  ("bash", "npx ts-node scripts/rates-debug.ts IE 1.2", "lookup('Ireland', 1.2) -> undefined\nknown keys: IE, GB, DE, FR, NL"),
  ("a", "order.shippingAddress.country holds the country's display name (\"Ireland\"), while the rate table is keyed by ISO code, so the lookup misses and the ?? 0 turns the miss into free shipping. Using countryCode fixes the lookup, and a missing rate should block checkout rather than ship for free."),
  ("edit", "src/plugins/courier/courier-calculator.ts", "  const rate = await rates.lookup(order.shippingAddress.country, kg)\n  return { price: rate?.price ?? 0, priceIncludesTax: true, taxRate: 23 }", "  const rate = await rates.lookup(order.shippingAddress.countryCode, kg)\n  if (!rate) return undefined\n  return { price: rate.price, priceIncludesTax: true, taxRate: 23 }"),
  ("u", "ok. rates come from the courier's CSV, do we read it per request or cache it?"),
  ("a", "Per request now. Loading it once at bootstrap is faster; reading it each time picks up a new CSV without a restart."),
  ("u", "load it at bootstrap, they change rates twice a year and we deploy weekly anyway, and per request it's 180ms on every cart update"),
  ("edit", "src/plugins/courier/courier.plugin.ts", "  async onApplicationBootstrap() {}", "  async onApplicationBootstrap() {\n    await rates.load('data/courier-rates.csv')\n  }"),
  ("bash", "npx vitest run src/plugins/courier", " \u2713 src/plugins/courier/courier-calculator.test.ts (4 tests) 19ms\n\n Test Files  1 passed (1)\n      Tests  4 passed (4)"),
 ], "lessons": [
  {"id": "vendure-country-code", "kind": "root_cause", "rule": ["countryCode"], "alternative": [],
   "reason": ["keyed by ISO code", "turns the miss into free shipping"], "files": ["src/plugins/courier/courier-calculator.ts"]},
  {"id": "rates-at-bootstrap", "kind": "decision", "rule": ["load it at bootstrap"], "alternative": [],
   "reason": ["they change rates twice a year", "180ms on every cart update"], "files": ["src/plugins/courier/courier.plugin.ts"]}],
 "not_lessons": ["shipping to Ireland quotes €0 at checkout"]},

"s39_qdrant_recipe_chatbot": {"domain": "Qdrant vector search for a recipe chatbot", "cwd": "/home/giulia/src/nonna-bot", "branch": "fix/vegan-results", "events": [
  ("u", "the bot suggest carbonara when people ask for vegan pasta. search is in bot/search.py"),
  ("read", "bot/search.py", "def search(query, diet=None):\n    hits = client.search(collection_name='recipes', query_vector=embed(query), limit=5)\n    if diet:\n        hits = [h for h in hits if diet in h.payload['diets']]\n    return hits"),
  ("a", "The diet filter runs in Python after Qdrant has already returned the 5 nearest recipes, and for 'vegan pasta' those are all pasta dishes with meat or egg, so filtering leaves nothing or falls back to the unfiltered list upstream. Passing the diet as a query_filter makes Qdrant search only among vegan recipes."),
  ("edit", "bot/search.py", "    hits = client.search(collection_name='recipes', query_vector=embed(query), limit=5)\n    if diet:\n        hits = [h for h in hits if diet in h.payload['diets']]", "    flt = models.Filter(must=[models.FieldCondition(key='diets', match=models.MatchValue(value=diet))]) if diet else None\n    hits = client.search(collection_name='recipes', query_vector=embed(query), query_filter=flt, limit=5)"),
  ("a", "I'll also create a payload index on diets by recreating the collection with the index in the schema."),
  ("u", "no no, not recreate, the collection has 60k recipes and the embedding cost us 40 euro. create_payload_index works on the existing collection"),
  ("bash", "python -c \"from bot.db import client; print(client.create_payload_index('recipes', 'diets', field_schema='keyword'))\"", "operation_id=412 status=<UpdateStatus.COMPLETED: 'completed'>"),
  ("bash", "python -m bot.ask 'vegan pasta for 4'", "1. Pasta e ceci (vegan)\n2. Spaghetti aglio, olio e peperoncino (vegan)\n3. Orecchiette con cime di rapa (vegan)"),
  ("u", "perfetto"),
 ], "lessons": [
  {"id": "qdrant-filter-in-query", "kind": "root_cause", "rule": ["query_filter"], "alternative": [],
   "reason": ["runs in Python after Qdrant has already returned the 5 nearest recipes"], "files": ["bot/search.py"]},
  {"id": "index-without-recreate", "kind": "correction", "rule": ["not recreate"], "alternative": ["create_payload_index works on the existing collection"],
   "reason": ["the embedding cost us 40 euro"], "files": []}],
 "not_lessons": ["the bot suggest carbonara when people ask for vegan pasta"]},
}
