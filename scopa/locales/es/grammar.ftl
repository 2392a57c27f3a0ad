# Cómo dice una frase una carta, es. Sintaxis Fluent: https://projectfluent.org/fluent/guide/
#
# $rank y $suit son los nombres de cards.ftl. $name es el nombre de una carta o de un valor;
# $gender (masculine, feminine) y $elided (yes, no, auto) son los atributos de su valor en
# cards.ftl ($elided no cuenta en español).

## El nombre de una carta: "Siete de Oros"
card-name = { $rank } de { $suit }

## Con el artículo determinado: "el Siete", "la Sota"
card-the =
    { $gender ->
        [feminine] la { $name }
       *[masculine] el { $name }
    }

## Tras la preposición "a": "al Rey", "a la Sota"
card-to =
    { $gender ->
        [feminine] a la { $name }
       *[masculine] al { $name }
    }

## What the language writes where two words meet once a sentence is put together: pairs
## "written=said" separated by "|" (French: "de le=du", and "de=d'" before a vowel); none here
contractions = {""}
elisions = {""}

## Las categorías de plural de la lengua como las escribe el CLDR: un recuento elige sus palabras por ellas
plural_rules = many: e in 0 and i not in 0 and i mod 1000000 in 0 and v in 0 or e not in 0..5 | one: n in 1
