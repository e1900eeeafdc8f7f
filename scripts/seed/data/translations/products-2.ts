import type { ProductTranslations } from './types.ts'

/** Blends (27–36), retail packs (37–44) and makhana (45–56): name and description per language. */
export const packTranslations: ProductTranslations = {
  27: {
    ar: ['غارام ماسالا', 'خلطة من شمال الهند من 13 بهاراً كاملاً، محمّصة ببطء ثم مطحونة. تُرشّ في نهاية الطهي.'],
    zh: ['印度什香粉（Garam Masala）', '北印度风味，由 13 种整粒香料慢火焙香后研磨而成。出锅前撒入即可。'],
    de: ['Garam Masala', 'Eine nordindische Mischung aus 13 ganzen Gewürzen, langsam geröstet und gemahlen. Zum Schluss über das Gericht streuen.'],
  },
  28: {
    ar: ['تشات ماسالا', 'حامضة ومالحة وغير مألوفة بعض الشيء بفضل الملح الأسود والأمتشور. تنعش الفاكهة والسلطات والتشات والبطاطس المقلية.'],
    zh: ['恰特香料（Chaat Masala）', '黑盐和青芒果粉带来酸咸又独特的风味。为水果、沙拉、恰特小吃和薯条提味。'],
    de: ['Chaat Masala', 'Säuerlich, salzig und ein wenig eigenwillig durch Schwarzsalz und Amchur. Belebt Obst, Salate, Chaat und Pommes.'],
  },
  29: {
    ar: ['مسحوق السامبار', 'خلطة على طريقة تاميل من الفلفل المحمّص والكزبرة والعدس وأوراق الكاري، للسامبار والكوزامبو.'],
    zh: ['桑巴粉（Sambar Powder）', '泰米尔风味，由烘焙辣椒、芫荽、扁豆和咖喱叶调配，适合桑巴汤和酸辣汤（kuzhambu）。'],
    de: ['Sambar-Pulver', 'Eine Mischung nach tamilischer Art aus gerösteten Chilis, Koriander, Linsen und Curryblättern für Sambar und Kuzhambu.'],
  },
  30: {
    ar: ['باف باجي ماسالا', 'نكهة شاطئ جوهو الشعبية في بيتك: عطرية وحامضة ومفعمة بلون الفلفل الكشميري.'],
    zh: ['孟买蔬菜泥香料（Pav Bhaji Masala）', '在家重现朱胡海滩的街头风味：芳香、微酸，充满克什米尔辣椒的红润色泽。'],
    de: ['Pav Bhaji Masala', 'Der Streetfood-Geschmack vom Juhu Beach für zu Hause: duftend, säuerlich und voller Farbe von Kaschmir-Chili.'],
  },
  31: {
    ar: ['كيتشن كينغ ماسالا', 'خلطة متعددة الاستعمالات للبانير والخضار المشكلة والعدس، حين تريد برطماناً واحداً يكفي لكل شيء.'],
    zh: ['厨房之王香料（Kitchen King Masala）', '万用香料，适合印度奶酪、什锦蔬菜和扁豆汤，一罐就能搞定。'],
    de: ['Kitchen King Masala', 'Eine Allzweckmischung für Paneer, gemischtes Gemüse und Dal, wenn ein Glas für alles reichen soll.'],
  },
  32: {
    ar: ['تشانا ماسالا', 'خلطة بنجابية داكنة وحامضة مع بذور الرمان المجففة والأمتشور، للتشولي والحمص الأسود.'],
    zh: ['鹰嘴豆香料（Chana Masala）', '旁遮普风味，色深微酸，含石榴籽干和青芒果粉，适合鹰嘴豆咖喱和黑鹰嘴豆。'],
    de: ['Chana Masala', 'Dunkle, säuerliche Mischung nach Punjabi-Art mit Anardana und Amchur für Chole und Kala Chana.'],
  },
  33: {
    ar: ['برياني ماسالا', 'بسباسة ويانسون نجمي وهيل أسود وبتلات ورد، لبرياني الدم والبولاو.'],
    zh: ['印度香饭香料（Biryani Masala）', '肉豆蔻衣、八角、黑豆蔻和玫瑰花瓣，适合焖制多层印度香饭和抓饭。'],
    de: ['Biryani Masala', 'Macis, Sternanis, schwarzer Kardamom und Rosenblüten für geschichtetes Dum-Biryani und Pulao.'],
  },
  34: {
    ar: ['مسحوق الراسام', 'خلطة يغلب عليها الفلفل مع الكمون وعدس التور، لراسام خفيف بالفلفل يمنحك الدفء.'],
    zh: ['拉萨姆汤粉（Rasam Powder）', '以胡椒为主，配孜然和木豆，煮出一锅清爽暖身的胡椒拉萨姆汤。'],
    de: ['Rasam-Pulver', 'Pfefferbetonte Mischung mit Kreuzkümmel und Toor Dal für ein dünnes, pfeffriges Rasam, das wärmt.'],
  },
  35: {
    ar: ['تندوري ماسالا', 'تُمزج مع الزبادي والليمون والزيت لتتبيلة مدخنة لتكا البانير أو الدجاج أو الخضار.'],
    zh: ['坦杜里香料（Tandoori Masala）', '与酸奶、柠檬和油调匀，即成烟熏风味腌料，适合印度奶酪串、鸡肉或蔬菜。'],
    de: ['Tandoori Masala', 'Mit Joghurt, Zitrone und Öl verrührt ergibt es eine rauchige Marinade für Paneer Tikka, Hähnchen oder Gemüse.'],
  },
  36: {
    ar: ['شاي ماسالا', 'زنجبيل وهيل وقرفة وقرنفل وفلفل أسود: رشة لكل كوب لشاي ماسالا أصيل.'],
    zh: ['奶茶香料（Chai Masala）', '姜、豆蔻、肉桂、丁香和黑胡椒：每杯一小撮，即成正宗马萨拉奶茶。'],
    de: ['Chai Masala', 'Ingwer, Kardamom, Zimt, Nelke und schwarzer Pfeffer: eine Prise pro Tasse für einen echten Masala Chai.'],
  },
  37: {
    ar: ['طقم البهارات اليومية', 'كركم وفلفل وكزبرة وكمون وغارام ماسالا وبذور خردل في ستة أكياس سعة 50 غ: مطبخ أول في علبة واحدة.'],
    zh: ['日常香料套装', '姜黄、辣椒、芫荽、孜然、印度什香粉和芥末籽，六袋各 50 克：一盒备齐第一个厨房。'],
    de: [
      'Gewürzset für jeden Tag',
      'Kurkuma, Chili, Koriander, Kreuzkümmel, Garam Masala und Senfsamen in sechs 50-g-Beuteln: die erste Küche in einer Schachtel.',
    ],
  },
  38: {
    ar: ['مسحوق الكركم – عبوة عائلية', 'كركم إيرود لدينا في كيس عائلي قابل لإعادة الإغلاق للأسر الكبيرة ومقدّمي الطعام المنزلي.'],
    zh: ['姜黄粉家庭装', '我们的埃罗德姜黄，可重复密封的家庭装，适合大家庭和家庭餐饮经营者。'],
    de: ['Kurkumapulver Familienpackung', 'Unsere Erode-Kurkuma im wiederverschließbaren Familienbeutel für große Haushalte und private Caterer.'],
  },
  39: {
    ar: ['مسحوق الفلفل الأحمر – عبوة عائلية', 'مسحوق فلفل غونتور في كيس سعة 500 غ قابل لإعادة الإغلاق، للمطابخ التي تستهلك الفلفل بسرعة.'],
    zh: ['红辣椒粉家庭装', '贡土尔辣椒粉，500 克可重复密封袋装，适合辣椒用量大的厨房。'],
    de: ['Rotes Chilipulver Familienpackung', 'Guntur-Chilipulver im wiederverschließbaren 500-g-Beutel für Küchen mit hohem Chiliverbrauch.'],
  },
  40: {
    ar: ['مسحوق الكزبرة – عبوة عائلية'],
    zh: ['芫荽粉家庭装'],
    de: ['Korianderpulver Familienpackung'],
  },
  41: {
    ar: ['خلطة بهارات كاملة (خادا ماسالا)', 'ورق غار وقرفة وقرنفل وهيل أخضر وأسود وحبات فلفل، ممزوجة مسبقاً للبرياني والبولاو.'],
    zh: ['整粒香料组合（Khada Masala）', '月桂叶、肉桂、丁香、绿豆蔻、黑豆蔻和胡椒粒，预先配好，适合印度香饭和抓饭。'],
    de: [
      'Khada Masala – ganze Gewürzmischung',
      'Lorbeerblatt, Zimt, Nelken, grüner und schwarzer Kardamom und Pfefferkörner, fertig gemischt für Biryani und Pulao.',
    ],
  },
  42: {
    ar: ['علبة هدايا بهارات الأعياد', 'هيل وشاي ماسالا بلون الزعفران وقرفة ويانسون نجمي في علبة تذكارية لهدايا ديوالي.'],
    zh: ['节庆香料礼盒', '豆蔻、藏红花色奶茶香料、肉桂和八角，装在值得珍藏的礼盒中，适合排灯节送礼。'],
    de: ['Festliche Gewürz-Geschenkbox', 'Kardamom, safranfarbenes Chai Masala, Zimt und Sternanis in einer Erinnerungsbox als Geschenk zu Diwali.'],
  },
  43: {
    ar: ['علبة بهارات وقت الشاي', 'شاي الماسالا لدينا في علبة معدنية قابلة لإعادة الاستخدام مع ملعقة قياس: ملعقة مستوية لأربعة أكواب.'],
    zh: ['奶茶香料罐', '我们的奶茶香料装在可重复使用的铁罐中，附量勺：一平勺可冲四杯。'],
    de: ['Chai-Gewürzdose', 'Unser Chai Masala in einer wiederverwendbaren Dose mit Messlöffel: ein gestrichener Löffel für vier Tassen.'],
  },
  44: {
    ar: ['مجموعة المطبخ الأساسية', 'مساحيق الكركم والفلفل الأحمر والكزبرة، 100 غ لكل منها: البهارات الثلاثة التي يبدأ بها كل كاري.'],
    zh: ['厨房入门组合', '姜黄粉、红辣椒粉和芫荽粉各 100 克：每道咖喱都从这三种香料开始。'],
    de: ['Küchen-Starterset', 'Kurkuma-, rotes Chili- und Korianderpulver, je 100 g: die drei Gewürze, mit denen jedes Curry beginnt.'],
  },
  45: {
    ar: ['ماخانا كلاسيكية', 'بذور اللوتس (ماخانا) المنفوخة يدوياً من برك ميثيلا، دون إضافات. تُحمّص في قليل من السمن أو تُضاف إلى الكير والكاري.'],
    zh: ['经典芡实', '来自米提拉池塘的原味手工爆制芡实。可用少许酥油烘烤，或加入米布丁和咖喱。'],
    de: [
      'Makhana Classic',
      'Naturbelassene, von Hand gepuffte Fuchsnüsse aus den Teichen von Mithila. In etwas Ghee rösten oder in Kheer und Currys verwenden.',
    ],
  },
  46: {
    ar: ['ماخانا جامبو (6 سوتا)', 'حبات كبيرة جداً مفروزة يدوياً يزيد قطرها على 19 مم، وهي الدرجة التي يطلبها المصدّرون وعلامات الوجبات الخفيفة الفاخرة.'],
    zh: ['特大芡实（6 Suta）', '人工分级的特大颗粒，直径超过 19 毫米，是出口商和高端零食品牌指定的等级。'],
    de: ['Jumbo-Makhana (6 Suta)', 'Von Hand sortierte, extra große Pops über 19 mm – die Qualität, die Exporteure und Premium-Snackmarken verlangen.'],
  },
  47: {
    ar: ['ماخانا محمّصة بالملح', 'محمّصة ببطء في لمسة من زيت الزيتون مع الملح الصخري. خفيفة ومقرمشة وجاهزة للأكل.'],
    zh: ['盐焗芡实', '用少许橄榄油和岩盐慢火烘烤。轻盈香脆，开袋即食。'],
    de: ['Geröstete Makhana mit Salz', 'Langsam geröstet mit einem Hauch Olivenöl und Steinsalz. Leicht, knusprig und verzehrfertig.'],
  },
  48: {
    ar: ['ماخانا بيري بيري', 'ماخانا محمّصة ومغطاة بتتبيلة بيري بيري حارة وحامضة. يصعب التوقف عن أكلها.'],
    zh: ['霹雳辣味芡实', '烘烤芡实裹上香辣微酸的霹雳调味粉，一吃就停不下来。'],
    de: ['Makhana Peri Peri', 'Geröstete Makhana in einer scharf-säuerlichen Peri-Peri-Würzung. Gefährlich verführerisch.'],
  },
  49: {
    ar: ['ماخانا بالكراميل', 'ماخانا مقرمشة بطبقة رقيقة من الكراميل الذهبي: بديل أخف للفشار بالكراميل.'],
    zh: ['焦糖芡实', '香脆芡实裹上一层薄薄的金黄焦糖：比焦糖爆米花更轻盈的选择。'],
    de: ['Karamell-Makhana', 'Knusprige Makhana mit einer dünnen Schicht goldenen Karamells: die leichtere Antwort auf Karamell-Popcorn.'],
  },
  50: {
    ar: ['ماخانا بالجبن', 'بذور لوتس محمّصة مرشوشة بتتبيلة جبن الشيدر المالحة. محبوبة في علب غداء المدرسة.'],
    zh: ['芝士芡实', '烘烤芡实撒上咸香切达芝士调味粉，是学生午餐盒里的人气之选。'],
    de: ['Käse-Makhana', 'Geröstete Fuchsnüsse mit würzigem Cheddar-Gewürz bestäubt. Ein Hit in der Schulbrotdose.'],
  },
  51: {
    ar: ['ماخانا بالنعناع (بودينا)', 'نعناع منعش ولمسة من الملح الأسود على ماخانا محمّصة مقرمشة. رفيقة جيدة لشاي المساء.'],
    zh: ['薄荷芡实（Pudina）', '清凉薄荷配少许黑盐，撒在香脆烘烤芡实上，配傍晚的奶茶正好。'],
    de: ['Minz-Makhana (Pudina)', 'Kühle Minze und ein Hauch Schwarzsalz auf knusprig gerösteter Makhana. Passt gut zum Chai am Abend.'],
  },
  52: {
    ar: ['ماخانا بالملح الوردي والفلفل', 'ملح الهيمالايا الوردي وفلفل مالابار المجروش: بسيطة ونقية ومحمّصة، غير مقلية أبداً.'],
    zh: ['粉盐黑胡椒芡实', '喜马拉雅粉盐配现碎马拉巴尔胡椒：简单纯粹，烘烤而成，绝不油炸。'],
    de: ['Makhana mit rosa Salz und Pfeffer', 'Rosa Himalayasalz und grob zerstoßener Malabar-Pfeffer: schlicht, klar und geröstet, nie frittiert.'],
  },
  53: {
    ar: ['ماخانا بالطماطم الحامضة', 'طماطم مجففة بالشمس وقليل من الفلفل على بذور لوتس محمّصة، لمحبي النكهة الحامضة.'],
    zh: ['酸甜番茄芡实', '日晒番茄干和少许辣椒撒在烘烤芡实上，献给喜欢酸爽口味的你。'],
    de: ['Tomaten-Makhana', 'Sonnengetrocknete Tomate und etwas Chili auf gerösteten Fuchsnüssen – für alle, die es säuerlich mögen.'],
  },
  54: {
    ar: ['ماخانا بالكريمة والبصل'],
    zh: ['洋葱奶油味芡实'],
    de: ['Makhana Sour Cream & Zwiebel'],
  },
  55: {
    ar: ['ماخانا بالشوكولاتة الداكنة', 'ماخانا محمّصة مغطاة بالشوكولاتة الداكنة. احفظها في مكان بارد؛ فهي تذوب في صيف دلهي.'],
    zh: ['黑巧克力芡实', '烘烤芡实裹上黑巧克力。请阴凉保存，德里的夏天会让它融化。'],
    de: ['Zartbitter-Makhana', 'Geröstete Makhana mit Zartbitterschokolade überzogen. Kühl lagern – im Sommer von Delhi schmilzt sie.'],
  },
  56: {
    ar: ['فول ماخانا – عبوة عائلية', 'ماخانا الكلاسيكية لدينا في عبوة سعة 250 غ لأيام الصيام وكير الأعياد والتحميص اليومي.'],
    zh: ['芡实家庭装（Phool Makhana）', '我们的经典芡实，250 克装，适合斋戒日、节庆米布丁和日常烘烤。'],
    de: ['Phool Makhana Familienpackung', 'Unsere klassische Makhana in der 250-g-Packung für Fastentage, festliches Kheer und das tägliche Rösten.'],
  },
}
