/**
 * The 1,000 most common passwords, lower-cased, from the classic public breach lists (the top of the
 * SecLists "10k most common" list and similar). The passwords of 8 characters or more come first and are
 * all kept, because shorter ones are already refused by the length rule.
 */
const LIST = `
password 12345678 123456789 baseball football qwertyuiop 1234567890 superman 1qaz2wsx trustno1
jennifer sunshine iloveyou starwars computer michelle 11111111 princess 987654321 corvette 1234qwer
88888888 q1w2e3r4t5 internet samantha whatever maverick steelers mercedes 123123123 qwer1234
hardcore q1w2e3r4 midnight bigdaddy victoria 1q2w3e4r cocacola marlboro asdfasdf 87654321 12344321
jordan23 jonathan liverpoo danielle abcd1234 scorpion qazwsxedc password1 slipknot qwerty123
startrek 12341234 redskins butthead asdfghjkl qwertyui liverpool dolphins nicholas elephant mountain
xxxxxxxx 1q2w3e4r5t metallic shithead benjamin creative rush2112 asdfghjk 4815162342 passw0rd
bullshit 1qazxsw2 garfield 01012011 69696969 december 11223344 godzilla airborne lifehack brooklyn
platinum darkness blink182 789456123 12qwaszx snowball pakistan redwings williams nintendo guinness
november minecraft asdf1234 lasvegas babygirl dickhead 12121212 147258369 explorer snickers
metallica alexande paradise michigan carolina lacrosse christin kimberly kristina 0987654321
poohbear bollocks qweasdzxc drowssap caroline einstein spitfire maryjane 1232323q champion svetlana
westside courtney 12345qwert patricia aaaaaaaa anderson security stargate simpsons scarface
123456789a 1234554321 cherokee usuckballz1 veronica semperfi scotland marshall qwerty12 98765432
softball passport franklin alexander 55555555 zaq12wsx infinity kawasaki 77777777 vladimir freeuser
wildcats budlight brittany 00000000 bulldogs swordfis patriots pearljam colorado ncc1701d motorola
logitech juventus wolverin warcraft hello123 peekaboo 123654789 panthers elizabet spiderma virginia
valentin predator mitchell 741852963 1111111111 rolltide changeme lovelove fktrcfylh loverboy
chevelle cardinal michael1 147852369 american alexandr electric wolfpack spiderman darkside
123456789q 01011980 freepass password123 password12 password2 iloveyou1 qwerty1234 qwertyuiop1
1q2w3e4r5t6y 1qaz2wsx3edc 12345678910 123456789012 zaq1zaq1 zaq1xsw2 qwerty12345 abc12345 abcd12345
welcome1 welcome123 letmein1 letmein123 sunshine1 princess1 football1 baseball1 superman1 monkey123
dragon123 master123 shadow123 trustno11 starwars1 computer1 internet1 whatever1 freedom1 jordan123
michael123 charlie1 charlie123 jennifer1 jessica1 ashley123 nicole123 daniel123 matthew1 chocolate
butterfly basketball mercedes1 samsung1 samsung123 iloveyou2 iloveyou123 lovely123 babygirl1
changeme1 administrator admin123 admin1234 admin12345 root1234 default1 passw0rd1 p@ssw0rd p@ssword
pa55word pa$$word passwort motdepasse contraseña qwerty2020 qwerty2021 password2020 password2021
password2022 password2023 password2024 summer2020 summer2021 winter2020 spring2021 autumn2020
december1 september october1 november1 february1 marshmallow strawberry pineapple watermelon
blueberry raspberry cheesecake chicken1 elephant1 mountain1 michelle1 sweetheart sweetie123
sunflower moonlight starlight firebird thunderbird blackbird mustang1 corvette1 ferrari1 porsche911
yankees1 cowboys1 steelers1 lakers24 kobe2424 jordan2323 chelsea1 arsenal1 liverpool1 manchester
manunited barcelona realmadrid juventus1 football123 soccer123 hockey123 basketball1 baseball123
tennis123 golfer123 1234abcd 123abc123 abc123456 a1234567 a12345678 aa123456 aa12345678 qq123456
q1234567 q12345678 123456aa 123456abc 1234567a 12345678a 123456789aa 1a2b3c4d 1password 0123456789
1234512345 1234567891 1234567899 1122334455 1357924680 0987654321a 9876543210 7894561230 147258369a
11112222 12121212a 11111111a 12341234a 88888888a 99999999 66666666 22222222 33333333 44444444
12345678q 87654321a 123qweasd 123qweasdzxc qweasdzxc1 qweasd123 asdfghjkl1 zxcvbnm1 zxcvbnm123
1qazxsw23edc !qaz2wsx zaq12wsx3 1q2w3e4r5t6y7u 1qaz@wsx qazwsx123 qwer4321 asdf4321 asdfqwer
qwerasdf poiuytrewq lkjhgfdsa mnbvcxz1 asdfjkl; qwertyqwerty abcdefgh abcdefg1 abcdefgh1 aabbccdd
iloveyou! loveyou1 lovelove1 mylove123 ilovegod jesus123 jesuschrist godisgood blessed1 blessing
faithful angel123 christian trinity1 fuckyou1 fuckyou2 fuckoff1 shithead1 asshole1 bitch123
blink1822 greenday slipknot1 metallica1 nirvana1 linkinpark rockstar rockandroll guitar123 musician
drummer1 pianoman singer123 dancer123 pokemon1 pokemon123 naruto123 dragonball goku1234 sasuke123
minecraft1 minecraft123 roblox123 fortnite1 playstation nintendo1 supermario zelda123 warcraft1
starcraft counterstrike halo1234 callofduty gamer123 computer123 internet123 windows7 windows10
microsoft google123 facebook1 facebook123 twitter1 youtube1 instagram myspace1 hotmail1 yahoo123
gmail123 linkedin iphone123 android1 samsunggalaxy nokia123 blackberry motorola1 sony1234 toshiba1
dell1234 lenovo123 hpcompaq asus1234 acer1234 princess123 princess12 barbie123 hellokitty kitty123
kittycat doggy123 puppy123 puppylove tigger123 mickeymouse minniemouse scoobydoo spongebob patrick1
garfield1 batman123 superman123 spiderman1 ironman1 hulk1234 captain1 wonderwoman starwars123
darthvader skywalker jedi1234 harrypotter hermione gandalf1 frodo123 matrix123 neo12345 terminator
predator1 godfather scarface1 goodfellas titanic1 avatar123 lionking simba123 nemo1234 shrek123
toystory buzzlightyear jurassic dinosaur dolphin1 dolphins1 panther1 tiger123 lion1234 eagle123
phoenix1 monkey12 donkey123 turtle123 rabbit123 bunny123 teddybear pumpkin1 cookie123 sugar123
honey123 candy123 chocolate1 peanutbutter butter123 cheese123 pizza123 burger123 hotdog123 banana123
apple123 orange123 cherry123 lemon123 mango123 peaches1 poohbear1 winniethepooh sunshine123 rainbow1
rainbow123 starlight1 moonlight1 sunset123 summer123 summer12 winter123 spring123 autumn123 ocean123
beach123 island123 paradise1 heaven123 forever1 forever21 always123 together truelove soulmate
sexy1234 sexygirl hottie123 beautiful pretty123 gorgeous princesa bonita123 cutie123 sweet123
sweetpea honeybee butterfly1 flower123 flowers1 rose1234 roses123 lily1234 daisy123 jasmine1
tulip123 123456 qwerty 12345 1234 111111 1234567 dragon 123123 abc123 monkey letmein 696969 shadow
master 666666 123321 mustang michael 654321 pussy 7777777 fuckyou 121212 000000 qazwsx 123qwe killer
jordan zxcvbnm asdfgh hunter buster soccer harley batman andrew tigger fuckme 2000 charlie robert
thomas hockey ranger daniel klaster 112233 george asshole jessica pepper 1111 zxcvbn 555555 131313
freedom 777777 pass fuck maggie 159753 aaaaaa ginger joshua cheese amanda summer love ashley 6969
nicole chelsea biteme matthew access yankees dallas austin thunder taylor matrix william hello
martin heather secret fucker merlin diamond gfhjkm hammer silver 222222 anthony justin test bailey
patrick scooter orange 11111 golfer cookie richard bigdog guitar jackson mickey chicken sparky
snoopy phoenix camaro sexy peanut morgan welcome falcon cowboy ferrari samsung andrea smokey joseph
dakota arsenal eagles melissa boomer booboo spider nascar monster tigers yellow xxxxxx gateway
marina diablo bulldog compaq purple banana junior hannah 123654 porsche lakers iceman money cowboys
987654 london tennis 999999 ncc1701 coffee scooby 0000 miller boston fuckoff brandon yamaha chester
mother forever johnny edward 333333 oliver redsox player nikita knight fender barney please brandy
chicago badboy iwantu slayer rangers charles angel flower rabbit wizard bigdick jasper enter rachel
chris steven winner adidas natasha jasmine winter prince panties marine ghbdtn fishing casper james
232323 raiders 888888 gandalf crystal sexsex golden blowme bigtits 8675309 panther lauren angela
bitch spanky thx1138 angels madison winston shannon mike toyota blowjob canada sophie apples dick
tiger razz 123abc pokemon qazxsw 55555 qwaszx muffin johnson murphy cooper david 159357 jackie 1990
123456a 789456 turtle horny 101010 butter carlos dennis booger asdf 1991 black cameron newyork
rainbow nathan john 1992 rocket viking 1212 sierra peaches gemini doctor wilson sandra helpme victor
florida dolphin pookie captain tucker blue theman bandit maddog packers jaguar lovers united tiffany
maxwell zzzzzz nirvana jeremy suckit stupid porn monica giants jackass hotdog rosebud success debbie
444444 warrior q1w2e3 123456q albert lucky azerty 7777 alex bond007 alexis 1111111 samson 5150
willie scorpio bonnie gators voodoo driver dexter 2112 jason calvin freddy 212121 12345a sydney 1989
red123 bubba trouble gunner happy fucking gordon legend jessie stella qwert eminem arthur apple
nissan bear america nothing parker 4444 rebecca qweqwe beavis jack asdasd 2222 102030 252525 magic
apollo skippy 315475 girls kitten golf copper braves shelby beaver fred tomcat august buddy 1993
1988 qqqqqq animal phantom online xavier power fish green voyager police travis heaven lover abcdef
00000
`;

export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(LIST.split(/\s+/).filter(Boolean));

/** Case-insensitive: 'Password1' is as guessable as 'password1'. */
export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}
